use calc::{evaluate, tokenize, Token};

#[test]
fn parenthesised_expression() {
    assert_eq!(evaluate("(12 + 30) * (2)"), Ok(84));
}

#[test]
fn operators_and_brackets() {
    assert_eq!(
        tokenize("(+ -)").unwrap(),
        [Token::Open, Token::Op('+'), Token::Op('-'), Token::Close]
    );
}

#[test]
fn unknown_characters_are_errors() {
    assert!(tokenize("2 $ (3)").is_err());
}

#[test]
fn number_at_the_end_of_the_input() {
    assert_eq!(tokenize("7 * 42").unwrap(), [Token::Num(7), Token::Op('*'), Token::Num(42)]);
}

#[test]
fn precedence_of_products() {
    assert_eq!(evaluate("2 + 3 * 4"), Ok(14));
}
