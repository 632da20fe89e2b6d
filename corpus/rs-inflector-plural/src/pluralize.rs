//! Pluralization of English nouns by suffix rules.

const UNACCONTABLE_WORDS: [&str; 12] = [
    "accommodation", "advice", "equipment", "fish", "information", "jeans",
    "money", "news", "rice", "series", "sheep", "species",
];

const IRREGULARS: [(&str, &str); 6] = [
    ("person", "people"), ("child", "children"), ("man", "men"),
    ("woman", "women"), ("mouse", "mice"), ("tooth", "teeth"),
];

/// Applies the suffix rules; `None` means the regular `-s` plural.
fn suffix_rule(word: &str) -> Option<String> {
    for suffix in ["s", "x", "z", "ch", "sh"] {
        if word.ends_with(suffix) {
            return Some(format!("{}es", word));
        }
    }
    if let Some(stem) = word.strip_suffix('y') {
        if !stem.is_empty() {
            return Some(format!("{}ies", stem));
        }
    }
    if let Some(stem) = word.strip_suffix("fe").or_else(|| word.strip_suffix('f')) {
        if stem.ends_with('l') || stem.ends_with("wi") || stem.ends_with("ni") {
            return Some(format!("{}ves", stem));
        }
    }
    None
}

/// Converts a `&str` to pluralized `String`
///
/// ```
/// use inflector::pluralize::to_plural;
/// assert_eq!(to_plural("crate"), "crates");
/// assert_eq!(to_plural("person"), "people");
/// ```
pub fn to_plural(non_plural_string: &str) -> String {
    if UNACCONTABLE_WORDS.contains(&non_plural_string) {
        return non_plural_string.to_owned();
    }
    for (singular, plural) in IRREGULARS {
        if non_plural_string == singular {
            return plural.to_owned();
        }
        if let Some(prefix) = non_plural_string.strip_suffix(singular) {
            if prefix.ends_with('_') || prefix.ends_with('-') {
                return format!("{}{}", prefix, plural);
            }
        }
    }
    suffix_rule(non_plural_string).unwrap_or_else(|| format!("{}s", non_plural_string))
}
