//! [`Uuid`] parsing constructs and utilities.

use crate::{Error, ErrorKind, Uuid};

impl Uuid {
    /// Parses a `Uuid` from a string of hexadecimal digits with optional
    /// hyphens, braces or a `urn:uuid:` prefix.
    pub fn parse_str(input: &str) -> Result<Uuid, Error> {
        try_parse(input.as_bytes()).map(Uuid::from_bytes).map_err(|()| invalid(input.as_bytes()))
    }
}

fn try_parse(input: &[u8]) -> Result<[u8; 16], ()> {
    match (input.len(), input) {
        // Inputs of 32 bytes must be a non-hyphenated UUID
        (32, s) => parse_simple(s),
        // Hyphenated UUIDs may be wrapped in various ways:
        // - `{UUID}` for braced UUIDs
        // - `urn:uuid:UUID` for URNs
        // - `UUID` for a regular hyphenated UUID
        (36, s)
        | (38, [b'{', s @ .., b'}'])
        | (46, [b'u', b'r', b'n', b':', b'u', b'u', b'i', b'd', b':', s @ ..]) => parse_hyphenated(s),
        // Any other shaped input is immediately invalid
        _ => Err(()),
    }
}

fn hex_pair(hi: u8, lo: u8) -> Result<u8, ()> {
    let h = (hi as char).to_digit(16).ok_or(())?;
    let l = (lo as char).to_digit(16).ok_or(())?;
    Ok((h * 16 + l) as u8)
}

fn parse_simple(s: &[u8]) -> Result<[u8; 16], ()> {
    let mut buf = [0; 16];
    for (i, pair) in s.chunks(2).enumerate() {
        buf[i] = hex_pair(pair[0], pair[1])?;
    }
    Ok(buf)
}

fn parse_hyphenated(s: &[u8]) -> Result<[u8; 16], ()> {
    // the hyphens must sit between the 8-4-4-4-12 groups
    match [s[8], s[13], s[18], s[23]] {
        [b'-', b'-', b'-', b'-'] => {}
        _ => return Err(()),
    }
    let positions: [usize; 8] = [0, 4, 9, 14, 19, 24, 28, 32];
    let mut buf = [0; 16];
    for (j, &i) in positions.iter().enumerate() {
        buf[j * 2] = hex_pair(s[i], s[i + 1])?;
        buf[j * 2 + 1] = hex_pair(s[i + 2], s[i + 3])?;
    }
    Ok(buf)
}

/// Works out why `input` is not a valid UUID, for the error message.
fn invalid(input: &[u8]) -> Error {
    let (s, offset) = match input {
        [b'u', b'r', b'n', b':', b'u', b'u', b'i', b'd', b':', s @ ..] => (s, 9),
        [b'{', s @ .., b'}'] => (s, 1),
        s => (s, 0),
    };
    if let Some(i) = s.iter().position(|&c| !(c.is_ascii_hexdigit() || c == b'-')) {
        // indices in errors are 1-based
        return Error(ErrorKind::Char { character: s[i] as char, index: i + offset + 1 });
    }
    if !s.contains(&b'-') {
        return Error(ErrorKind::SimpleLength { len: s.len() });
    }
    Error(ErrorKind::Other)
}
