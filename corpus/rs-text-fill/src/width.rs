//! Column widths. Every `char` counts as one column; wide CJK glyphs and combining marks are
//! out of scope for now.

/// Number of columns `text` takes up on a terminal.
pub fn columns(text: &str) -> usize {
    text.len()
}

/// Splits `word` into pieces of at most `width` columns (for words longer than a line).
pub fn split_long_word(word: &str, width: usize) -> Vec<String> {
    let chars: Vec<char> = word.chars().collect();
    chars.chunks(width.max(1)).map(|c| c.iter().collect()).collect()
}
