use shlex::{join, quote, split};

fn words(v: &[&str]) -> Option<Vec<String>> {
    Some(v.iter().map(|s| s.to_string()).collect())
}

#[test]
fn test_split_plain_words() {
    assert_eq!(split("foo bar  baz\tqux\n"), words(&["foo", "bar", "baz", "qux"]));
    assert_eq!(split(""), words(&[]));
    assert_eq!(split("   # just a comment"), words(&[]));
}

#[test]
fn test_split_quotes_and_escapes() {
    assert_eq!(split(r#"foo "bar baz" 'a b'"#), words(&["foo", "bar baz", "a b"]));
    assert_eq!(split(r#"a"b"c'd'e"#), words(&["abcde"]));
    assert_eq!(split(r#""\$x \"q\" \n""#), words(&["$x \"q\" \\n"]));
    assert_eq!(split(r"foo\ bar"), words(&["foo bar"]));
    assert_eq!(split("''"), words(&[""]));
}

#[test]
fn test_split_rejects_unterminated_input() {
    assert_eq!(split("foo \"bar"), None);
    assert_eq!(split("foo\\"), None);
    assert_eq!(split("echo 'it is"), None);
}

#[test]
fn test_line_numbers() {
    let mut sh = shlex::bytes::Shlex::new(b"one\ntwo 'three\nfour' five");
    let all: Vec<Vec<u8>> = sh.by_ref().collect();
    assert_eq!(all.len(), 4);
    assert_eq!(sh.line_no, 3);
    assert!(!sh.had_error);
}

#[test]
fn test_quote() {
    assert_eq!(quote("foobar"), "foobar");
    assert_eq!(quote("foo bar"), "\"foo bar\"");
    assert_eq!(quote("\""), "\"\\\"\"");
    assert_eq!(quote(""), "\"\"");
}

#[test]
fn test_join_round_trips() {
    let args = ["cp", "my file.txt", "it's", "$HOME/dest"];
    let joined = join(args);
    assert_eq!(joined, "cp \"my file.txt\" \"it's\" \"\\$HOME/dest\"");
    assert_eq!(split(&joined), words(&args));
}
