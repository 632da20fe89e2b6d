use crate::line::ParseError;

/// Strips matching quotes; double-quoted values understand `\n`, `\t`, `\"` and `\\`.
/// Unquoted values lose a trailing ` # comment`.
pub(crate) fn unquote(value: &str) -> Result<String, ParseError> {
    if let Some(inner) = value.strip_prefix('\'') {
        return inner
            .strip_suffix('\'')
            .map(str::to_string)
            .ok_or_else(|| ParseError { line: 0, message: "unterminated single quote".into() });
    }
    if let Some(inner) = value.strip_prefix('"') {
        let inner = inner
            .strip_suffix('"')
            .ok_or_else(|| ParseError { line: 0, message: "unterminated double quote".into() })?;
        let mut out = String::with_capacity(inner.len());
        let mut chars = inner.chars();
        while let Some(c) = chars.next() {
            if c != '\\' {
                out.push(c);
                continue;
            }
            match chars.next() {
                Some('n') => out.push('\n'),
                Some('t') => out.push('\t'),
                Some(other) => out.push(other),
                None => out.push('\\'),
            }
        }
        return Ok(out);
    }
    let without_comment = match value.find(" #") {
        Some(pos) => &value[..pos],
        None => value,
    };
    Ok(without_comment.trim_end().to_string())
}
