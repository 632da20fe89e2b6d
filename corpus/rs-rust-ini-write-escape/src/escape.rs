//! Escaping of keys and values when writing INI files.

/// Policies for escaping logic
#[derive(Debug, PartialEq, Eq, Copy, Clone)]
pub enum EscapePolicy {
    /// Escape absolutely nothing (dangerous)
    Nothing,
    /// Only escape the most necessary things: backslashes and control characters
    Basics,
    /// Escape basics and INI special characters: `;`, `#`, `=` and `:`
    Reserved,
}

impl EscapePolicy {
    /// Given a character this returns true if it should be escaped as per this policy.
    pub fn should_escape(self, c: char) -> bool {
        match c {
            '\\' | '\x00'..='\x1f' | '\x7f' => self != EscapePolicy::Nothing,
            ';' | '#' | '=' | ':' => self == EscapePolicy::Reserved,
            _ => false,
        }
    }
}

/// Escape non-INI characters
pub fn escape_str(s: &str, policy: EscapePolicy) -> String {
    let mut escaped = String::with_capacity(s.len());
    for c in s.chars() {
        if !policy.should_escape(c) {
            escaped.push(c);
            continue;
        }
        match c {
            '\0' => escaped.push_str("\\0"),
            '\n' => escaped.push_str("\\n"),
            '\t' => escaped.push_str("\\t"),
            '\r' => escaped.push_str("\\r"),
            _ => escaped.push_str(&format!("\\{}", c)),
        }
    }
    escaped
}

/// Writing configuration
#[derive(Debug, Clone)]
pub struct WriteOption {
    pub escape_policy: EscapePolicy,
    pub kv_separator: &'static str,
}

impl Default for WriteOption {
    fn default() -> WriteOption {
        WriteOption { escape_policy: EscapePolicy::Nothing, kv_separator: "=" }
    }
}
