//! Backtracking matcher over parsed glob tokens.

use crate::parse::Token;

/// Whether `path` matches `tokens`. With `literal_separator`, `*`, `?` and classes never match `/`.
pub fn matches(tokens: &[Token], path: &[char], literal_separator: bool) -> bool {
    let Some((tok, rest)) = tokens.split_first() else {
        return path.is_empty();
    };
    let is_sep = |c: char| literal_separator && c == '/';
    match tok {
        Token::Literal(c) => path.first() == Some(c) && matches(rest, &path[1..], literal_separator),
        Token::Any => match path.first() {
            Some(&c) if !is_sep(c) => matches(rest, &path[1..], literal_separator),
            _ => false,
        },
        Token::ZeroOrMore => {
            for i in 0..=path.len() {
                if matches(rest, &path[i..], literal_separator) {
                    return true;
                }
                if i < path.len() && is_sep(path[i]) {
                    return false;
                }
            }
            false
        }
        Token::RecursivePrefix => {
            if rest.is_empty() || matches(rest, path, literal_separator) {
                return true;
            }
            (0..path.len()).any(|i| path[i] == '/' && matches(rest, &path[i + 1..], literal_separator))
        }
        Token::RecursiveSuffix => path.first() == Some(&'/'),
        Token::RecursiveZeroOrMore => {
            (0..path.len()).any(|i| path[i] == '/' && matches(rest, &path[i + 1..], literal_separator))
        }
        Token::Class { negated, ranges } => match path.first() {
            Some(&c) if !is_sep(c) => {
                let in_class = ranges.iter().any(|&(lo, hi)| lo <= c && c < hi);
                in_class != *negated && matches(rest, &path[1..], literal_separator)
            }
            _ => false,
        },
    }
}
