use renamerules::{rename_all, RenameRule};

const FIELDS: &[&str] = &["id", "user_id", "created_at_ms", "r#type"];

#[test]
fn pascal_case() {
    assert_eq!(
        rename_all("PascalCase", FIELDS).unwrap(),
        vec!["Id", "UserId", "CreatedAtMs", "Type"]
    );
}

#[test]
fn camel_case() {
    assert_eq!(
        rename_all("camelCase", FIELDS).unwrap(),
        vec!["id", "userId", "createdAtMs", "type"]
    );
}

#[test]
fn kebab_and_screaming_snake() {
    assert_eq!(rename_all("kebab-case", &["user_id"]).unwrap(), vec!["user-id"]);
    assert_eq!(
        rename_all("SCREAMING_SNAKE_CASE", &["created_at_ms"]).unwrap(),
        vec!["CREATED_AT_MS"]
    );
}

#[test]
fn camel_case_keeps_leading_underscore_field_readable() {
    assert_eq!(RenameRule::CamelCase.apply_to_field("_internal_flag"), "internalFlag");
}

#[test]
fn unknown_rule_is_an_error() {
    assert!(rename_all("Train-Case", FIELDS).is_err());
}
