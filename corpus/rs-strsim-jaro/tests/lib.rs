use strsim::{hamming, jaro, jaro_winkler, levenshtein, normalized_levenshtein, StrSimError};

fn assert_close(actual: f64, expected: f64) {
    assert!((actual - expected).abs() < 0.001, "{actual} is not close to {expected}");
}

#[test]
fn hamming_works() {
    assert_eq!(Ok(3), hamming("hamming", "hammers"));
    assert_eq!(Err(StrSimError::DifferentLengthArgs), hamming("ham", "hamming"));
}

#[test]
fn levenshtein_works() {
    assert_eq!(3, levenshtein("kitten", "sitting"));
    assert_eq!(0, levenshtein("", ""));
    assert_eq!(4, levenshtein("", "abcd"));
    assert_close(normalized_levenshtein("kitten", "sitting"), 0.571);
}

#[test]
fn jaro_basic_pairs() {
    assert_close(jaro("", ""), 1.0);
    assert_close(jaro("foo", ""), 0.0);
    assert_close(jaro("rust", "rust"), 1.0);
    assert_close(jaro("martha", "marhta"), 0.944);
    assert_close(jaro("dixon", "dicksonx"), 0.767);
}

#[test]
fn jaro_repeated_letters() {
    assert_close(jaro("aab", "abb"), 0.778);
    assert_close(jaro("aaaa", "aba"), 0.722);
}

#[test]
fn jaro_winkler_prefix_boost() {
    assert_close(jaro_winkler("martha", "marhta"), 0.961);
    assert_close(jaro_winkler("dwayne", "duane"), 0.84);
    assert_close(jaro_winkler("cheeseburger", "cheese fries"), 0.867);
}

#[test]
fn jaro_winkler_names() {
    assert_close(jaro_winkler("Thorkel", "Thorgier"), 0.867);
    assert_close(jaro_winkler("Dinsdale", "D"), 0.738);
}
