//! Greedy paragraph filling for help texts and commit messages.

mod width;

pub use width::columns;
use width::split_long_word;

/// Wraps `text` into lines of at most `width` columns, breaking at whitespace.
/// Words longer than `width` are split.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let pieces = if columns(word) > width { split_long_word(word, width) } else { vec![word.to_string()] };
        for piece in pieces {
            let needed = if line.is_empty() { columns(&piece) } else { columns(&line) + 1 + columns(&piece) };
            if needed > width && !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&piece);
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Like `wrap`, with every line prefixed by `indent`, joined by newlines.
pub fn fill(text: &str, width: usize, indent: &str) -> String {
    let inner = width.saturating_sub(columns(indent)).max(1);
    wrap(text, inner).iter().map(|l| format!("{indent}{l}")).collect::<Vec<_>>().join("\n")
}
