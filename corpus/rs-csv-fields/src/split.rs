//! Splitting one line into fields.

/// Fields of `line`, separated by commas; a field in double quotes may contain commas.
/// Whitespace around each field is not part of it.
pub fn split_fields(line: &str) -> Vec<String> {
    let mut fields = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            ',' if !quoted => fields.push(std::mem::take(&mut current)),
            _ => current.push(c),
        }
    }
    fields.push(current);
    fields.into_iter().map(|f| f.to_string()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_commas_stay_in_the_field() {
        assert_eq!(split_fields(r#"a,"b,c",d"#), ["a", "b,c", "d"]);
    }
}
