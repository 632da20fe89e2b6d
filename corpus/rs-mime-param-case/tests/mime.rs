use mime::{Mime, ParseError, BOUNDARY, CHARSET};

fn parse(s: &str) -> Mime {
    s.parse().unwrap_or_else(|e| panic!("{:?} failed to parse: {:?}", s, e))
}

#[test]
fn type_and_subtype() {
    let mime = parse("text/plain");
    assert_eq!(mime.type_(), "text");
    assert_eq!(mime.subtype(), "plain");
    assert!(mime.suffix().is_none());
    assert_eq!(mime.essence_str(), "text/plain");
}

#[test]
fn essence_is_lowercased() {
    let mime = parse("TEXT/HTML");
    assert_eq!(mime.essence_str(), "text/html");
    assert_eq!(mime.type_().as_str(), "text");
}

#[test]
fn structured_syntax_suffix() {
    let mime = parse("application/ld+json; profile=compacted");
    assert_eq!(mime.subtype(), "ld");
    assert_eq!(mime.suffix().map(|s| s.as_str()), Some("json"));
    assert_eq!(mime.essence_str(), "application/ld+json");
}

#[test]
fn param_values_keep_their_case() {
    let mime = parse("multipart/form-data; boundary=AaB03x");
    assert_eq!(mime.get_param(BOUNDARY).map(|v| v.as_str()), Some("AaB03x"));
    assert!(mime.get_param(CHARSET).is_none());
}

#[test]
fn charset_value_is_case_insensitive() {
    let mime = parse("text/plain; charset=UTF-8");
    assert_eq!(mime.get_param(CHARSET).unwrap(), "utf-8");
    assert_eq!(mime.get_param(CHARSET).unwrap(), "UTF-8");
}

#[test]
fn param_names_are_case_insensitive() {
    let mime = parse("text/html; Charset=utf-8");
    assert_eq!(mime.get_param(CHARSET).map(|v| v.as_str()), Some("utf-8"));
}

#[test]
fn display_normalizes() {
    let mime = parse("Text/HTML;CHARSET=\"utf-8\";q=1");
    assert_eq!(mime.to_string(), "text/html; charset=\"utf-8\"; q=1");
}

#[test]
fn quoted_param_values() {
    let mime = parse("text/plain; title=\"hello; world\"; lang=en");
    assert_eq!(mime.get_param("title").map(|v| v.as_str()), Some("hello; world"));
    assert_eq!(mime.params().count(), 2);
}

#[test]
fn parse_errors() {
    assert_eq!("textplain".parse::<Mime>().unwrap_err(), ParseError::MissingSlash);
    assert_eq!("text/plain; charset".parse::<Mime>().unwrap_err(), ParseError::InvalidParams);
    assert_eq!("text/pl ain".parse::<Mime>().unwrap_err(), ParseError::InvalidToken { pos: 7, byte: b' ' });
    assert_eq!("text/plain; a=\"open".parse::<Mime>().unwrap_err(), ParseError::InvalidQuotes);
}
