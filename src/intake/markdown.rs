//! A small, forgiving reader for the Markdown people write in reports and issues: a title
//! heading, then fields written as `Key: value`, `**Key**: value`, `**Key:** value`,
//! `- **Key**: value`, a bold line alone (`**Steps to reproduce**`) or a heading
//! (`## Observed Behavior`), each followed by free text. Lines inside code fences never start a
//! field.

/// One field or section, in document order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// The key as written, normalized: lower case, single spaces, no trailing `:` or `*`.
    pub key: String,
    /// 1-based line of the key.
    pub line: usize,
    /// The text after the key on the same line and the lines below it, trimmed.
    pub value: String,
}

/// A parsed document: its title (text of the first `#` heading) and its sections.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Document {
    pub title: Option<String>,
    pub sections: Vec<Section>,
}

impl Document {
    /// The first section whose key is one of `aliases` (already normalized).
    pub fn get(&self, aliases: &[&str]) -> Option<&Section> {
        self.sections
            .iter()
            .find(|s| aliases.contains(&s.key.as_str()))
    }
}

/// Lower case, `_`/`-` as spaces, single spaces, without surrounding `*`, `_`, `:` and spaces.
pub fn normalize_key(key: &str) -> String {
    let k = key
        .trim()
        .trim_matches(|c: char| c == '*' || c == '_' || c == ':' || c.is_whitespace())
        .to_lowercase()
        .replace(['_', '-'], " ");
    k.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn heading(line: &str) -> Option<(usize, &str)> {
    let t = line.trim_start();
    let level = t.chars().take_while(|&c| c == '#').count();
    if level == 0 || level > 6 {
        return None;
    }
    let rest = &t[level..];
    if !rest.is_empty() && !rest.starts_with(' ') && !rest.starts_with('\t') {
        return None;
    }
    Some((level, rest.trim().trim_end_matches('#').trim()))
}

/// `Key: value` in its plain and bold spellings; `None` when the line is not a field line.
fn key_value(line: &str) -> Option<(String, &str)> {
    let mut t = line.trim_start();
    for bullet in ["- ", "* ", "+ "] {
        if let Some(rest) = t.strip_prefix(bullet) {
            t = rest.trim_start();
            break;
        }
    }
    for marker in ["**", "__"] {
        if let Some(rest) = t.strip_prefix(marker) {
            // `**Key**: value` or `**Key:** value`
            let end = rest.find(marker)?;
            let inner = &rest[..end];
            let after = &rest[end + marker.len()..];
            if let Some(key) = inner.strip_suffix(':') {
                return Some((normalize_key(key), after.trim()));
            }
            if let Some(value) = after.trim_start().strip_prefix(':') {
                return Some((normalize_key(inner), value.trim()));
            }
            if after.trim().is_empty() {
                // A bold line alone works as a heading.
                return Some((normalize_key(inner), ""));
            }
            return None;
        }
    }
    let colon = t.find(':')?;
    let key = &t[..colon];
    if key.is_empty()
        || key.len() > 40
        || !key
            .chars()
            .all(|c| c.is_alphanumeric() || c == ' ' || c == '_' || c == '-')
    {
        return None;
    }
    Some((normalize_key(key), t[colon + 1..].trim()))
}

fn is_fence(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with("```") || t.starts_with("~~~")
}

/// Splits `text` into a title and sections. A heading always starts a section; a `Key: value`
/// line or bold line starts one only when `is_key(normalized key)` says so, so that a sentence
/// like `Note: ...` inside a value stays in the value.
pub fn parse(text: &str, is_key: &dyn Fn(&str) -> bool) -> Document {
    let text = text.replace("\r\n", "\n");
    let mut doc = Document::default();
    let mut current: Option<(String, usize, Vec<String>)> = None;
    let mut in_fence = false;
    let flush = |doc: &mut Document, cur: Option<(String, usize, Vec<String>)>| {
        if let Some((key, line, lines)) = cur {
            let value = lines.join("\n").trim().to_string();
            doc.sections.push(Section { key, line, value });
        }
    };
    for (i, line) in text.lines().enumerate() {
        let lineno = i + 1;
        if is_fence(line) {
            in_fence = !in_fence;
        }
        if !in_fence && !is_fence(line) {
            if let Some((level, htext)) = heading(line) {
                if level == 1 && doc.title.is_none() && doc.sections.is_empty() && current.is_none()
                {
                    doc.title = Some(htext.to_string());
                    continue;
                }
                // `## Severity: P1` is a field written as a heading.
                let (key, inline) = match key_value(htext) {
                    Some((k, v)) if is_key(&k) => (k, v.to_string()),
                    _ => (normalize_key(htext), String::new()),
                };
                flush(&mut doc, current.take());
                current = Some((key, lineno, vec![inline]));
                continue;
            }
            if let Some((key, value)) = key_value(line) {
                if is_key(&key) {
                    flush(&mut doc, current.take());
                    current = Some((key, lineno, vec![value.to_string()]));
                    continue;
                }
            }
        }
        if let Some((_, _, lines)) = current.as_mut() {
            lines.push(line.to_string());
        }
    }
    flush(&mut doc, current);
    doc
}

/// The items of a Markdown list (`-`, `*`, `+`, `1.`, `1)`), continuation lines joined to their
/// item; empty when the text has no list.
pub fn list_items(text: &str) -> Vec<String> {
    let mut items: Vec<String> = Vec::new();
    let mut in_list = false;
    for line in text.lines() {
        let t = line.trim_start();
        let marker_len = if t.starts_with("- ") || t.starts_with("* ") || t.starts_with("+ ") {
            Some(2)
        } else {
            let digits = t.chars().take_while(|c| c.is_ascii_digit()).count();
            let rest = &t[digits..];
            (digits > 0 && (rest.starts_with(". ") || rest.starts_with(") "))).then_some(digits + 2)
        };
        match marker_len {
            Some(n) => {
                items.push(t[n..].trim().to_string());
                in_list = true;
            }
            None if in_list && !t.is_empty() && line.starts_with([' ', '\t']) => {
                if let Some(last) = items.last_mut() {
                    last.push(' ');
                    last.push_str(t.trim());
                }
            }
            None if t.is_empty() => {}
            None => in_list = false,
        }
    }
    items.retain(|s| !s.is_empty());
    items
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_in_every_spelling() {
        let text = "# Defect: X\n**Severity**: P1\n**Related Feature:** f4\n- **Observed**: a\n  more\nNote: stays\n## Expected Behavior\nb\n```\nRepro: not a key\n```\n**Steps to reproduce**\n1. one\n";
        let known = |k: &str| {
            [
                "severity",
                "related feature",
                "observed",
                "repro",
                "steps to reproduce",
            ]
            .contains(&k)
        };
        let doc = parse(text, &known);
        assert_eq!(doc.title.as_deref(), Some("Defect: X"));
        let got: Vec<(&str, &str)> = doc
            .sections
            .iter()
            .map(|s| (s.key.as_str(), s.value.as_str()))
            .collect();
        assert_eq!(
            got,
            [
                ("severity", "P1"),
                ("related feature", "f4"),
                ("observed", "a\n  more\nNote: stays"),
                ("expected behavior", "b\n```\nRepro: not a key\n```"),
                ("steps to reproduce", "1. one"),
            ]
        );
        assert_eq!(doc.sections[3].line, 7);
    }

    #[test]
    fn lists() {
        assert_eq!(
            list_items("Intro\n1. open\n   the page\n2) click\n- done\n\ntrailing"),
            ["open the page", "click", "done"]
        );
        assert!(list_items("just text").is_empty());
    }
}
