use luhn::is_valid;

#[test]
fn single_digit_is_invalid() {
    assert!(!is_valid("0"));
}

#[test]
fn letters_are_invalid() {
    assert!(!is_valid("4539 3195 0343 646a"));
}

#[test]
fn all_zeros_are_valid() {
    assert!(is_valid("0000 0000"));
}

#[test]
fn valid_card_number() {
    assert!(is_valid("4539 3195 0343 6467"));
}

#[test]
fn valid_short_number() {
    assert!(is_valid("79927398713"));
}
