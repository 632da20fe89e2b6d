//! Splits an arithmetic expression into tokens.

#[derive(Debug, Clone, PartialEq)]
pub enum Token {
    Number(i64),
    Op(char),
    LParen,
    RParen,
}

pub fn tokenize(input: &str) -> Result<Vec<Token>, String> {
    let bytes = input.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i] as char;
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i <= bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            let value = input[start..i]
                .parse()
                .map_err(|_| format!("bad number at column {}", start + 1))?;
            tokens.push(Token::Number(value));
        } else {
            tokens.push(match c {
                '+' | '-' | '*' | '/' => Token::Op(c),
                '(' => Token::LParen,
                ')' => Token::RParen,
                _ => return Err(format!("unexpected '{}' at column {}", c, i + 1)),
            });
            i += 1;
        }
    }
    Ok(tokens)
}
