use calc::evaluate;
use calc::lexer::{tokenize, Token};

#[test]
fn parenthesised_expressions() {
    assert_eq!(evaluate("(2 + 3) * (4 - 1)"), Ok(15));
}

#[test]
fn division_by_zero_is_an_error() {
    assert_eq!(evaluate("(7 / (2 - 2))"), Err("division by zero".to_string()));
}

#[test]
fn unknown_character_is_rejected() {
    assert!(tokenize("2 $ 3").is_err());
}

#[test]
fn expression_ending_in_a_number() {
    assert_eq!(
        tokenize("12 + 30"),
        Ok(vec![Token::Number(12), Token::Op('+'), Token::Number(30)])
    );
    assert_eq!(evaluate("12 + 30"), Ok(42));
}
