//! Evaluation by precedence climbing.

use crate::lexer::{tokenize, Token};

fn precedence(op: char) -> u8 {
    match op {
        '*' | '/' => 2,
        _ => 1,
    }
}

fn apply(op: char, a: i64, b: i64) -> Result<i64, String> {
    match op {
        '+' => Ok(a + b),
        '-' => Ok(a - b),
        '*' => Ok(a * b),
        '/' if b == 0 => Err("division by zero".into()),
        _ => Ok(a / b),
    }
}

fn primary(tokens: &[Token], i: &mut usize) -> Result<i64, String> {
    match tokens.get(*i) {
        Some(Token::Num(n)) => {
            *i += 1;
            Ok(*n)
        }
        Some(Token::Open) => {
            *i += 1;
            let v = expr(tokens, i, 1)?;
            if tokens.get(*i) != Some(&Token::Close) {
                return Err("missing )".into());
            }
            *i += 1;
            Ok(v)
        }
        other => Err(format!("unexpected {other:?}")),
    }
}

fn expr(tokens: &[Token], i: &mut usize, min: u8) -> Result<i64, String> {
    let mut lhs = primary(tokens, i)?;
    while let Some(Token::Op(op)) = tokens.get(*i) {
        let op = *op;
        if precedence(op) < min {
            break;
        }
        *i += 1;
        let rhs = expr(tokens, i, precedence(op) + 1)?;
        lhs = apply(op, lhs, rhs)?;
    }
    Ok(lhs)
}

/// The value of `input`.
pub fn evaluate(input: &str) -> Result<i64, String> {
    let tokens = tokenize(input)?;
    let mut i = 0;
    let v = expr(&tokens, &mut i, 1)?;
    if i != tokens.len() {
        return Err(format!("trailing input at token {i}"));
    }
    Ok(v)
}
