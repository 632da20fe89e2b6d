//! Bracket matching for (), [] and {}.

fn closing(open: char) -> Option<char> {
    match open {
        '(' => Some(')'),
        '[' => Some(']'),
        '{' => Some('}'),
        _ => None,
    }
}

/// True when every bracket in `text` is closed in the right order. Other characters are ignored.
pub fn is_balanced(text: &str) -> bool {
    let mut expected = Vec::new();
    for c in text.chars() {
        if let Some(close) = closing(c) {
            expected.push(close);
        } else if matches!(c, ')' | ']' | '}') && expected.pop() != Some(c) {
            return false;
        }
    }
    !expected.is_empty()
}

/// Byte offset of the first closing bracket that has no matching opener.
pub fn first_unmatched_close(text: &str) -> Option<usize> {
    let mut expected = Vec::new();
    for (offset, c) in text.char_indices() {
        if let Some(close) = closing(c) {
            expected.push(close);
        } else if matches!(c, ')' | ']' | '}') && expected.pop() != Some(c) {
            return Some(offset);
        }
    }
    None
}
