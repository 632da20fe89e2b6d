use heck::{AsKebabCase, ToKebabCase, ToLowerCamelCase, ToShoutySnakeCase, ToSnakeCase, ToUpperCamelCase};

#[test]
fn snake_case_from_separated_words() {
    assert_eq!("foo bar".to_snake_case(), "foo_bar");
    assert_eq!("foo-bar-baz".to_snake_case(), "foo_bar_baz");
    assert_eq!("  leading and trailing  ".to_snake_case(), "leading_and_trailing");
    assert_eq!("already_snake".to_snake_case(), "already_snake");
    assert_eq!("".to_snake_case(), "");
}

#[test]
fn snake_case_from_mixed_case() {
    assert_eq!("CamelCase".to_snake_case(), "camel_case");
    assert_eq!("camelCase".to_snake_case(), "camel_case");
    assert_eq!("XMLHttpRequest".to_snake_case(), "xml_http_request");
    assert_eq!("FIELD_NAME11".to_snake_case(), "field_name11");
    assert_eq!("abc123def456".to_snake_case(), "abc123def456");
}

#[test]
fn kebab_case() {
    assert_eq!("This is Human case.".to_kebab_case(), "this-is-human-case");
    assert_eq!("userId".to_kebab_case(), "user-id");
    assert_eq!(format!("--{}", AsKebabCase("maxRetryCount")), "--max-retry-count");
}

#[test]
fn shouty_snake_case() {
    assert_eq!("foo bar".to_shouty_snake_case(), "FOO_BAR");
    assert_eq!("MixedUP CamelCase".to_shouty_snake_case(), "MIXED_UP_CAMEL_CASE");
    assert_eq!("already_SHOUTY".to_shouty_snake_case(), "ALREADY_SHOUTY");
}

#[test]
fn upper_camel_case() {
    assert_eq!("camel_case".to_upper_camel_case(), "CamelCase");
    assert_eq!("This is Human case.".to_upper_camel_case(), "ThisIsHumanCase");
    assert_eq!("xmlHttpRequest".to_upper_camel_case(), "XmlHttpRequest");
    assert_eq!("ΣΙΣ".to_upper_camel_case(), "Σις");
}

#[test]
fn lower_camel_case() {
    assert_eq!("CamelCase".to_lower_camel_case(), "camelCase");
    assert_eq!("snake_case_here".to_lower_camel_case(), "snakeCaseHere");
    assert_eq!("XMLHttpRequest".to_lower_camel_case(), "xmlHttpRequest");
}
