//! An integer calculator: `lexer` turns text into tokens, `eval` computes the value.

pub mod eval;
pub mod lexer;

pub use eval::evaluate;
pub use lexer::{tokenize, Token};
