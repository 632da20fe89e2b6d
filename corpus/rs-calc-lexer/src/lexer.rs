//! Tokens of an arithmetic expression.

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Token {
    Num(i64),
    Op(char),
    Open,
    Close,
}

struct Lexer {
    chars: Vec<char>,
    pos: usize,
}

impl Lexer {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn number(&mut self) -> Token {
        let start = self.pos;
        while self.pos < self.chars.len() - 1 && self.chars[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        let text: String = self.chars[start..self.pos].iter().collect();
        Token::Num(text.parse().expect("digits"))
    }
}

/// The tokens of `input`; whitespace separates tokens and is otherwise ignored.
pub fn tokenize(input: &str) -> Result<Vec<Token>, String> {
    let mut lx = Lexer {
        chars: input.chars().collect(),
        pos: 0,
    };
    let mut out = Vec::new();
    while let Some(c) = lx.peek() {
        match c {
            ' ' | '\t' => lx.pos += 1,
            '0'..='9' => out.push(lx.number()),
            '+' | '-' | '*' | '/' => {
                out.push(Token::Op(c));
                lx.pos += 1;
            }
            '(' => {
                out.push(Token::Open);
                lx.pos += 1;
            }
            ')' => {
                out.push(Token::Close);
                lx.pos += 1;
            }
            other => return Err(format!("unexpected {other:?} at {}", lx.pos)),
        }
    }
    Ok(out)
}
