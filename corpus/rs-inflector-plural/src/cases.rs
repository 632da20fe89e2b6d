//! Case conversions built on one word splitter.

/// Splits `convertable_string` into lowercase words at separators and lower->Upper boundaries.
fn words(convertable_string: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut last_char: char = ' ';
    for c in convertable_string.chars() {
        if !c.is_alphanumeric() {
            if !current.is_empty() {
                words.push(std::mem::take(&mut current));
            }
        } else {
            if c.is_uppercase() && last_char.is_lowercase() && !current.is_empty() {
                words.push(std::mem::take(&mut current));
            }
            current.extend(c.to_lowercase());
        }
        last_char = c;
    }
    if !current.is_empty() {
        words.push(current);
    }
    words
}

/// Converts a `&str` to `snake_case` `String`
///
/// ```
/// assert_eq!(inflector::to_snake_case("FooBar"), "foo_bar");
/// ```
pub fn to_snake_case(non_snake_case_string: &str) -> String {
    words(non_snake_case_string).join("_")
}

/// Converts a `&str` to `kebab-case` `String`
pub fn to_kebab_case(non_kebab_case_string: &str) -> String {
    words(non_kebab_case_string).join("-")
}

/// Converts a `&str` to `camelCase` `String`
pub fn to_camel_case(non_camelized_string: &str) -> String {
    let mut result = String::new();
    for (i, word) in words(non_camelized_string).iter().enumerate() {
        let mut chars = word.chars();
        match chars.next() {
            Some(first) if i > 0 => {
                result.extend(first.to_uppercase());
                result.push_str(chars.as_str());
            }
            _ => result.push_str(word),
        }
    }
    result
}
