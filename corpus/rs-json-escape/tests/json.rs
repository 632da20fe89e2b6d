use jsonout::{escape, object, Value};

fn s(text: &str) -> Value {
    Value::String(text.to_string())
}

#[test]
fn scalars() {
    assert_eq!(Value::Null.to_json(), "null");
    assert_eq!(Value::Bool(true).to_json(), "true");
    assert_eq!(Value::Number(2.5).to_json(), "2.5");
    assert_eq!(Value::Number(f64::NAN).to_json(), "null");
}

#[test]
fn nested_structures() {
    let v = object([("id", Value::Number(7.0)), ("tags", Value::Array(vec![s("a"), s("b")])), ("meta", object([]))]);
    assert_eq!(v.to_json(), r#"{"id":7,"tags":["a","b"],"meta":{}}"#);
}

#[test]
fn quotes_and_backslashes() {
    assert_eq!(escape(r#"say "hi" \o/"#), r#""say \"hi\" \\o/""#);
    assert_eq!(escape("tab\there\nnext"), r#""tab\there\nnext""#);
}

#[test]
fn control_characters_from_terminal_logs() {
    assert_eq!(escape("\u{1b}[0m"), r#""\u001b[0m""#);
    assert_eq!(escape("a\u{0}b"), r#""a\u0000b""#);
    assert_eq!(escape("field\u{1f}sep"), r#""field\u001fsep""#);
}

#[test]
fn non_ascii_is_kept() {
    assert_eq!(escape("naïve ☃ \u{7f}"), "\"naïve ☃ \u{7f}\"");
}

#[test]
fn object_keys_are_escaped() {
    let v = object([("line\u{1e}break", Value::Null), ("\u{8}", Value::Bool(false))]);
    assert_eq!(v.to_json(), r#"{"line\u001ebreak":null,"\b":false}"#);
}
