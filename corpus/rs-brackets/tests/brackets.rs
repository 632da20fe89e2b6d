use brackets::{first_unmatched_close, is_balanced};

#[test]
fn stray_closer_is_unbalanced() {
    assert!(!is_balanced("a)"));
}

#[test]
fn crossed_brackets_are_unbalanced() {
    assert!(!is_balanced("([)]"));
}

#[test]
fn finds_unmatched_closer() {
    assert_eq!(first_unmatched_close("f(x]"), Some(3));
    assert_eq!(first_unmatched_close("f(x)"), None);
}

#[test]
fn nested_brackets_are_balanced() {
    assert!(is_balanced("{ v: [f(x), g(y)] }"));
}

#[test]
fn unclosed_opener_is_unbalanced() {
    assert!(!is_balanced("(("));
}
