use textfill::{columns, fill, wrap};

#[test]
fn short_text_is_one_line() {
    assert_eq!(wrap("hello world", 20), vec!["hello world"]);
    assert!(wrap("   ", 10).is_empty());
}

#[test]
fn wraps_at_word_boundaries() {
    let text = "The quick brown fox jumps over the lazy dog";
    assert_eq!(wrap(text, 15), vec!["The quick brown", "fox jumps over", "the lazy dog"]);
    for line in wrap(text, 10) {
        assert!(columns(&line) <= 10, "{line:?}");
    }
}

#[test]
fn long_words_are_split() {
    assert_eq!(wrap("see https://example.com/a/b", 10), vec!["see", "https://ex", "ample.com/", "a/b"]);
}

#[test]
fn columns_count_characters() {
    assert_eq!(columns("abc"), 3);
    assert_eq!(columns("naïve"), 5);
}

#[test]
fn accented_text_fills_the_line() {
    let text = "Lösung für Straßenbäume überprüft";
    assert_eq!(wrap(text, 20), vec!["Lösung für", "Straßenbäume", "überprüft"]);
    assert_eq!(wrap("für über", 8), vec!["für über"]);
}

#[test]
fn fill_indents_every_line() {
    let out = fill("usage: tool [--verbose] [--config FILE] PATH", 24, "    ");
    assert_eq!(out, "    usage: tool\n    [--verbose]\n    [--config FILE] PATH");
}
