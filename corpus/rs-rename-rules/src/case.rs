//! Conversions from Rust `snake_case` field names to other naming conventions.

/// `user_id` -> `userId`
pub fn snake_to_camel(field: &str) -> String {
    let mut out = String::with_capacity(field.len());
    let mut capitalize = true;
    for ch in field.chars() {
        if ch == '_' {
            capitalize = !out.is_empty();
        } else if capitalize {
            out.extend(ch.to_uppercase());
            capitalize = false;
        } else {
            out.push(ch);
        }
    }
    out
}

/// `user_id` -> `UserId`
pub fn snake_to_pascal(field: &str) -> String {
    let camel = snake_to_camel(field);
    let mut chars = camel.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `user_id` -> `user-id` (or `USER-ID` with `upper`)
pub fn snake_to_separated(field: &str, sep: char, upper: bool) -> String {
    field
        .trim_matches('_')
        .chars()
        .map(|c| if c == '_' { sep } else if upper { c.to_ascii_uppercase() } else { c })
        .collect()
}
