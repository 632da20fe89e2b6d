use textwrap::{fill, wrap, Options};

#[test]
fn simple() {
    assert_eq!(wrap("foo bar baz", 5), vec!["foo", "bar", "baz"]);
}

#[test]
fn multiple_words_on_first_line() {
    assert_eq!(
        wrap("Memory safety without garbage collection.", 15),
        vec!["Memory safety", "without garbage", "collection."]
    );
}

#[test]
fn short_lines_and_newlines() {
    assert_eq!(wrap("Hello\nworld of wonders   ", 8), vec!["Hello", "world of", "wonders"]);
    assert_eq!(wrap("", 10), vec![""]);
}

#[test]
fn indentation() {
    let options = Options::new(12).initial_indent("- ").subsequent_indent("  ");
    assert_eq!(
        wrap("one two three four five", options),
        vec!["- one two", "  three four", "  five"]
    );
}

#[test]
fn long_words_are_broken_by_default() {
    assert_eq!(wrap("Hello Supercalifragilistic", 10), vec!["Hello", "Supercalif", "ragilistic"]);
}

#[test]
fn long_word_in_the_middle_without_breaking() {
    let options = Options::new(10).break_words(false);
    assert_eq!(wrap("A Supercalifragilistic word", options), vec!["A", "Supercalifragilistic", "word"]);
}

#[test]
fn long_first_word_without_breaking() {
    let options = Options::new(10).break_words(false);
    assert_eq!(wrap("Supercalifragilistic expialidocious", options), vec!["Supercalifragilistic", "expialidocious"]);
}

#[test]
fn fill_keeps_urls_whole() {
    let options = Options::new(20).break_words(false).subsequent_indent("  ");
    assert_eq!(
        fill("https://example.com/docs/getting-started see the docs", options),
        "https://example.com/docs/getting-started\n  see the docs"
    );
}

#[test]
fn fill_simple() {
    assert_eq!(fill("To be, or not to be, that is the question.", 10), "To be, or\nnot to be,\nthat is\nthe\nquestion.");
}
