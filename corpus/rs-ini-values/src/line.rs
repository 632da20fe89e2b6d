//! Classifying single lines of an INI file.

#[derive(Debug, PartialEq, Eq)]
pub enum Line<'a> {
    Blank,
    Section(&'a str),
    Entry { key: &'a str, value: &'a str },
}

#[derive(Debug, PartialEq, Eq)]
pub struct LineError {
    pub line_no: usize,
    pub message: String,
}

fn strip_comment(line: &str) -> &str {
    match line.find(|c| c == ';' || c == '#') {
        Some(0) => "",
        _ => line,
    }
}

fn unquote(value: &str) -> &str {
    let v = value.trim();
    if v.len() >= 2 && v.starts_with('"') && v.ends_with('"') {
        &v[1..v.len() - 1]
    } else {
        v
    }
}

pub fn parse_line(raw: &str, line_no: usize) -> Result<Line<'_>, LineError> {
    let line = strip_comment(raw.trim());
    if line.is_empty() {
        return Ok(Line::Blank);
    }
    if let Some(rest) = line.strip_prefix('[') {
        let name = rest.strip_suffix(']').ok_or_else(|| LineError {
            line_no,
            message: "unclosed section header".to_string(),
        })?;
        return Ok(Line::Section(name.trim()));
    }
    match line.rsplit_once('=') {
        Some((key, value)) if !key.trim().is_empty() => Ok(Line::Entry { key: key.trim(), value: unquote(value) }),
        _ => Err(LineError { line_no, message: format!("expected key = value, got {line:?}") }),
    }
}
