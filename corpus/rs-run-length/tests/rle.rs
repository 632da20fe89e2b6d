use rle::{decode, encode};

#[test]
fn encode_empty() {
    assert_eq!(encode(""), "");
}

#[test]
fn decode_runs() {
    assert_eq!(decode("3a1b2c"), Ok("aaabcc".to_string()));
}

#[test]
fn decode_rejects_missing_count() {
    assert!(decode("a").is_err());
}

#[test]
fn encode_runs() {
    assert_eq!(encode("aaabcc"), "3a1b2c");
}

#[test]
fn encode_single_character() {
    assert_eq!(encode("x"), "1x");
}
