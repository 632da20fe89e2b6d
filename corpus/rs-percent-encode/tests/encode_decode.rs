use percent_encoding::{
    percent_decode, percent_decode_str, percent_encode, utf8_percent_encode, AsciiSet, CONTROLS,
    NON_ALPHANUMERIC,
};

/// https://url.spec.whatwg.org/#fragment-percent-encode-set
const FRAGMENT: &AsciiSet = &CONTROLS.add(b' ').add(b'"').add(b'<').add(b'>').add(b'`');

#[test]
fn ascii_set_membership() {
    assert!(CONTROLS.contains(b'\n'));
    assert!(CONTROLS.contains(0x7F));
    assert!(!CONTROLS.contains(b' '));
    assert!(FRAGMENT.contains(b'`'));
    assert!(!FRAGMENT.contains(b'#'));
    assert!(NON_ALPHANUMERIC.contains(b'~'));
    assert!(!NON_ALPHANUMERIC.contains(b'z'));
    assert!(!NON_ALPHANUMERIC.remove(b'-').contains(b'-'));
    assert_eq!(AsciiSet::EMPTY.add(b'a') + AsciiSet::EMPTY.add(b'b'), AsciiSet::EMPTY.add(b'a').add(b'b'));
}

#[test]
fn unreserved_text_is_unchanged() {
    assert_eq!(utf8_percent_encode("foo-bar_baz", CONTROLS).to_string(), "foo-bar_baz");
    assert_eq!(utf8_percent_encode("abcXYZ019", NON_ALPHANUMERIC).collect::<Vec<_>>(), vec!["abcXYZ019"]);
    assert_eq!(utf8_percent_encode("", NON_ALPHANUMERIC).next(), None);
}

#[test]
fn encodes_reserved_and_non_ascii() {
    assert_eq!(utf8_percent_encode("foo bar?", NON_ALPHANUMERIC).to_string(), "foo%20bar%3F");
    assert_eq!(utf8_percent_encode("a<b> c", FRAGMENT).to_string(), "a%3Cb%3E%20c");
    assert_eq!(utf8_percent_encode("pêche", FRAGMENT).to_string(), "p%C3%AAche");
    assert_eq!(percent_encode(b"\x00\x01 z", CONTROLS).to_string(), "%00%01 z");
}

#[test]
fn decodes_percent_sequences() {
    assert_eq!(percent_decode_str("foo%20bar%3f").decode_utf8().unwrap(), "foo bar?");
    assert_eq!(percent_decode_str("p%C3%AAche").decode_utf8().unwrap(), "pêche");
    assert_eq!(percent_decode(b"%41%42%43").collect::<Vec<u8>>(), b"ABC");
}

#[test]
fn leaves_invalid_sequences_alone() {
    assert_eq!(percent_decode_str("100%").decode_utf8().unwrap(), "100%");
    assert_eq!(percent_decode_str("%zz%4").decode_utf8().unwrap(), "%zz%4");
    assert!(percent_decode_str("%FF%FE").decode_utf8().is_err());
    assert_eq!(percent_decode_str("a%FFb").decode_utf8_lossy(), "a\u{FFFD}b");
}

#[test]
fn roundtrip() {
    let input = "/path with spaces/ünïcödé?q=1&r=2#frag";
    let encoded = utf8_percent_encode(input, NON_ALPHANUMERIC).to_string();
    assert!(encoded.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'%'));
    assert_eq!(percent_decode_str(&encoded).decode_utf8().unwrap(), input);
}
