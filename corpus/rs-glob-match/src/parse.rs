//! Glob syntax: turns a pattern into a list of tokens (`**` is only valid as a whole path component).

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Token {
    Literal(char),
    Any,
    ZeroOrMore,
    RecursivePrefix,
    RecursiveSuffix,
    RecursiveZeroOrMore,
    Class { negated: bool, ranges: Vec<(char, char)> },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    InvalidRecursive,
    UnclosedClass,
    InvalidRange(char, char),
}

pub fn parse(glob: &str) -> Result<Vec<Token>, ErrorKind> {
    let chars: Vec<char> = glob.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '?' => tokens.push(Token::Any),
            '*' if chars.get(i + 1) == Some(&'*') => {
                i += 1;
                let at_end = i + 1 == chars.len();
                let next_sep = chars.get(i + 1) == Some(&'/');
                if tokens.is_empty() && (at_end || next_sep) {
                    i += usize::from(next_sep);
                    tokens.push(Token::RecursivePrefix);
                } else if tokens.last() == Some(&Token::Literal('/')) && (at_end || next_sep) {
                    tokens.pop();
                    i += usize::from(next_sep);
                    tokens.push(if at_end { Token::RecursiveSuffix } else { Token::RecursiveZeroOrMore });
                } else {
                    return Err(ErrorKind::InvalidRecursive);
                }
            }
            '*' => tokens.push(Token::ZeroOrMore),
            '[' => {
                let close = (i + 2..chars.len()).find(|&j| chars[j] == ']').ok_or(ErrorKind::UnclosedClass)?;
                let mut body = &chars[i + 1..close];
                let negated = matches!(body.first(), Some('!') | Some('^'));
                if negated {
                    body = &body[1..];
                }
                let mut ranges = Vec::new();
                let mut k = 0;
                while k < body.len() {
                    if k + 2 < body.len() && body[k + 1] == '-' {
                        if body[k] > body[k + 2] {
                            return Err(ErrorKind::InvalidRange(body[k], body[k + 2]));
                        }
                        ranges.push((body[k], body[k + 2]));
                        k += 3;
                    } else {
                        ranges.push((body[k], body[k]));
                        k += 1;
                    }
                }
                tokens.push(Token::Class { negated, ranges });
                i = close;
            }
            '\\' if i + 1 < chars.len() => {
                i += 1;
                tokens.push(Token::Literal(chars[i]));
            }
            c => tokens.push(Token::Literal(c)),
        }
        i += 1;
    }
    Ok(tokens)
}
