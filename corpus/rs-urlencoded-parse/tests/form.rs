use form_urlencoded::{byte_serialize, parse, Serializer};

fn pairs(input: &str) -> Vec<(String, String)> {
    parse(input.as_bytes()).map(|(k, v)| (k.into_owned(), v.into_owned())).collect()
}

fn owned(v: &[(&str, &str)]) -> Vec<(String, String)> {
    v.iter().map(|&(k, v)| (k.to_owned(), v.to_owned())).collect()
}

#[test]
fn parse_simple_pairs() {
    assert_eq!(pairs("a=1&b=2&&c"), owned(&[("a", "1"), ("b", "2"), ("c", "")]));
    assert_eq!(pairs(""), owned(&[]));
    assert_eq!(pairs("=x&y="), owned(&[("", "x"), ("y", "")]));
}

#[test]
fn parse_percent_and_plus() {
    assert_eq!(pairs("%23first=%25try%25"), owned(&[("#first", "%try%")]));
    assert_eq!(pairs("q=rust+lang&caf%C3%A9=1"), owned(&[("q", "rust lang"), ("café", "1")]));
    assert_eq!(pairs("bad=%zz%4"), owned(&[("bad", "%zz%4")]));
}

#[test]
fn parse_values_containing_equals() {
    assert_eq!(pairs("token=YWJj==&next=/a?b=c"), owned(&[("token", "YWJj=="), ("next", "/a?b=c")]));
}

#[test]
fn byte_serialize_escapes() {
    assert_eq!(byte_serialize(b"a b&c=d").collect::<String>(), "a+b%26c%3Dd");
    assert_eq!(byte_serialize("café-1.0_*".as_bytes()).collect::<String>(), "caf%C3%A9-1.0_*");
}

#[test]
fn serializer_round_trips_through_parse() {
    let query = Serializer::new()
        .append_pair("q", "1 + 1 = 2")
        .append_pair("lang", "en&fr")
        .finish();
    assert_eq!(query, "q=1+%2B+1+%3D+2&lang=en%26fr");
    assert_eq!(pairs(&query), owned(&[("q", "1 + 1 = 2"), ("lang", "en&fr")]));
}
