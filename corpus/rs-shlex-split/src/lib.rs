//! Split and quote strings the way a POSIX shell does.
//!
//! ```
//! assert_eq!(shlex::split("cp 'my file' dest"), Some(vec!["cp".to_string(), "my file".into(), "dest".into()]));
//! ```

use std::borrow::Cow;

pub mod bytes;

/// Convenience function that consumes the whole string at once. Returns None if the input was
/// erroneous.
pub fn split(in_str: &str) -> Option<Vec<String>> {
    let mut shl = bytes::Shlex::new(in_str.as_bytes());
    let res: Vec<Vec<u8>> = shl.by_ref().collect();
    if shl.had_error {
        None
    } else {
        // The input was valid UTF-8 and words are only split at ASCII bytes.
        Some(res.into_iter().map(|w| String::from_utf8(w).expect("utf-8")).collect())
    }
}

/// Given a single word, return a string suitable to encode it as a shell argument.
pub fn quote(in_str: &str) -> Cow<'_, str> {
    if in_str.is_empty() {
        "\"\"".into()
    } else if in_str.bytes().any(|c| matches!(c,
        b'|' | b'&' | b';' | b'<' | b'>' | b'(' | b')' | b'$' | b'`' | b'\\' | b'"' | b'\'' | b' '
        | b'\t' | b'\r' | b'\n' | b'*' | b'?' | b'[' | b'#' | b'~' | b'=' | b'%'))
    {
        let mut out = String::with_capacity(in_str.len() + 2);
        out.push('"');
        for c in in_str.chars() {
            if matches!(c, '$' | '`' | '"' | '\\') {
                out.push('\\');
            }
            out.push(c);
        }
        out.push('"');
        out.into()
    } else {
        in_str.into()
    }
}

/// Convenience function that consumes an iterable of words and turns it into a single string,
/// quoting words when necessary. Consecutive words will be separated by a single space.
pub fn join<'a, I: IntoIterator<Item = &'a str>>(words: I) -> String {
    words.into_iter().map(quote).collect::<Vec<_>>().join(" ")
}
