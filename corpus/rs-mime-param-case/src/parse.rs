use std::ops::Range;

use crate::{Mime, ParseError};

// Token characters, from [RFC6838](http://tools.ietf.org/html/rfc6838#section-4.2)
fn is_token(c: u8) -> bool {
    c.is_ascii_alphanumeric() || b"!#$&-^_.+".contains(&c)
}

fn is_restricted_quoted_char(c: u8) -> bool {
    c == b'\t' || (c > 31 && c != 127)
}

pub(crate) fn parse(s: &str) -> Result<Mime, ParseError> {
    let bytes = s.as_bytes();
    let end = s.find(';').unwrap_or(s.len());
    let essence = s[..end].trim_end();

    let slash = essence.find('/').ok_or(ParseError::MissingSlash)?;
    if slash == 0 || slash + 1 == essence.len() {
        return Err(ParseError::MissingSlash);
    }
    let mut plus = None;
    for (i, &c) in essence.as_bytes().iter().enumerate() {
        match c {
            b'+' if i > slash + 1 => plus = Some(i),
            b'/' if i == slash => (),
            c if is_token(c) => (),
            byte => return Err(ParseError::InvalidToken { pos: i, byte }),
        }
    }

    let mut source = essence.to_ascii_lowercase();
    let mut params = Vec::new();
    let mut i = end;
    while i < s.len() {
        // skip the ';' and any whitespace before the next name
        i += 1;
        while i < s.len() && bytes[i] == b' ' {
            i += 1;
        }
        let name_start = i;
        while i < s.len() && is_token(bytes[i]) {
            i += 1;
        }
        if i == name_start || i == s.len() || bytes[i] != b'=' {
            return Err(ParseError::InvalidParams);
        }
        let name = &s[name_start..i];
        i += 1;

        let quoted = i < s.len() && bytes[i] == b'"';
        let value = if quoted {
            let start = i + 1;
            i = start;
            while i < s.len() && bytes[i] != b'"' {
                if !is_restricted_quoted_char(bytes[i]) {
                    return Err(ParseError::InvalidToken { pos: i, byte: bytes[i] });
                }
                i += 1;
            }
            if i == s.len() {
                return Err(ParseError::InvalidQuotes);
            }
            i += 1;
            &s[start..i - 1]
        } else {
            let start = i;
            while i < s.len() && is_token(bytes[i]) {
                i += 1;
            }
            &s[start..i]
        };
        if i < s.len() && bytes[i] != b';' {
            return Err(ParseError::InvalidToken { pos: i, byte: bytes[i] });
        }

        source.push_str("; ");
        let name_range: Range<usize> = source.len()..source.len() + name.len();
        source.push_str(name);
        source.push_str(if quoted { "=\"" } else { "=" });
        params.push((name_range, source.len()..source.len() + value.len()));
        source.push_str(value);
        if quoted {
            source.push('"');
        }
    }

    Ok(Mime { source, slash, plus, params })
}
