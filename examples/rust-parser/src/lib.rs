//! A small integer calculator: `evaluate("2 * (3 + 4)") == Ok(14)`.

pub mod lexer;

use lexer::{tokenize, Token};

pub fn evaluate(input: &str) -> Result<i64, String> {
    let tokens = tokenize(input)?;
    let mut pos = 0;
    let value = expr(&tokens, &mut pos)?;
    if pos != tokens.len() {
        return Err(format!("unexpected token {:?}", tokens[pos]));
    }
    Ok(value)
}

// expr := term (('+' | '-') term)*
fn expr(tokens: &[Token], pos: &mut usize) -> Result<i64, String> {
    let mut value = term(tokens, pos)?;
    while let Some(Token::Op(op @ ('+' | '-'))) = tokens.get(*pos) {
        *pos += 1;
        let rhs = term(tokens, pos)?;
        value = if *op == '+' { value + rhs } else { value - rhs };
    }
    Ok(value)
}

// term := factor (('*' | '/') factor)*
fn term(tokens: &[Token], pos: &mut usize) -> Result<i64, String> {
    let mut value = factor(tokens, pos)?;
    while let Some(Token::Op(op @ ('*' | '/'))) = tokens.get(*pos) {
        *pos += 1;
        let rhs = factor(tokens, pos)?;
        if *op == '/' && rhs == 0 {
            return Err("division by zero".to_string());
        }
        value = if *op == '*' { value * rhs } else { value / rhs };
    }
    Ok(value)
}

// factor := number | '(' expr ')'
fn factor(tokens: &[Token], pos: &mut usize) -> Result<i64, String> {
    match tokens.get(*pos) {
        Some(Token::Number(n)) => {
            *pos += 1;
            Ok(*n)
        }
        Some(Token::LParen) => {
            *pos += 1;
            let value = expr(tokens, pos)?;
            if tokens.get(*pos) != Some(&Token::RParen) {
                return Err("expected ')'".to_string());
            }
            *pos += 1;
            Ok(value)
        }
        other => Err(format!("expected a number, found {:?}", other)),
    }
}
