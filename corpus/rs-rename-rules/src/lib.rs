//! `rename_all`-style naming rules for serialized field names.

pub mod case;

use case::{snake_to_camel, snake_to_pascal, snake_to_separated};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RenameRule {
    None,
    LowerCase,
    CamelCase,
    PascalCase,
    SnakeCase,
    ScreamingSnakeCase,
    KebabCase,
}

impl RenameRule {
    pub fn from_str(name: &str) -> Option<RenameRule> {
        Some(match name {
            "lowercase" => RenameRule::LowerCase,
            "camelCase" => RenameRule::CamelCase,
            "PascalCase" => RenameRule::PascalCase,
            "snake_case" => RenameRule::SnakeCase,
            "SCREAMING_SNAKE_CASE" => RenameRule::ScreamingSnakeCase,
            "kebab-case" => RenameRule::KebabCase,
            _ => return None,
        })
    }

    /// Serialized name of a struct field written in snake_case.
    pub fn apply_to_field(self, field: &str) -> String {
        let field = field.strip_prefix("r#").unwrap_or(field);
        match self {
            RenameRule::None | RenameRule::SnakeCase => field.to_string(),
            RenameRule::LowerCase => field.replace('_', ""),
            RenameRule::CamelCase => snake_to_camel(field),
            RenameRule::PascalCase => snake_to_pascal(field),
            RenameRule::ScreamingSnakeCase => snake_to_separated(field, '_', true),
            RenameRule::KebabCase => snake_to_separated(field, '-', false),
        }
    }
}

/// Serialized names for all fields of a struct.
pub fn rename_all(rule: &str, fields: &[&str]) -> Result<Vec<String>, String> {
    let rule = RenameRule::from_str(rule).ok_or_else(|| format!("unknown rename rule `{}`", rule))?;
    Ok(fields.iter().map(|f| rule.apply_to_field(f)).collect())
}
