use crate::quote::unquote;
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct ParseError {
    pub line: usize,
    pub message: String,
}

impl ParseError {
    fn new(message: impl Into<String>) -> ParseError {
        ParseError { line: 0, message: message.into() }
    }

    pub(crate) fn at_line(mut self, line: usize) -> ParseError {
        self.line = line;
        self
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

fn valid_key(key: &str) -> bool {
    let mut chars = key.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// One line of a `.env` file: `Ok(None)` for blank lines and comments.
pub fn parse_line(raw: &str) -> Result<Option<(String, String)>, ParseError> {
    let line = raw.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let line = line.strip_prefix("export ").unwrap_or(line);
    let (key, value) = line
        .rsplit_once('=')
        .ok_or_else(|| ParseError::new(format!("expected KEY=value, got {line:?}")))?;
    let key = key.trim();
    if !valid_key(key) {
        return Err(ParseError::new(format!("invalid variable name {key:?}")));
    }
    Ok(Some((key.to_string(), unquote(value.trim())?)))
}
