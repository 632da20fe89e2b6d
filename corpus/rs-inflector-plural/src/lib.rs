//! # Inflector
//!
//! Adds String based inflections for Rust. Snake, kebab, camel, sentence, class, title and table
//! cases as well as ordinalize, deordinalize, demodulize, foreign key, and pluralize/singularize
//! are supported as both traits and pure functions acting on String types.
//!
//! This is a reduced build: only the case and pluralize modules are included.

pub mod cases;
pub mod pluralize;

pub use cases::{to_camel_case, to_kebab_case, to_snake_case};
pub use pluralize::to_plural;

/// Inflections as methods on string slices.
pub trait Inflector {
    fn to_snake_case(&self) -> String;
    fn to_camel_case(&self) -> String;
    fn to_kebab_case(&self) -> String;
    fn to_plural(&self) -> String;
}

impl Inflector for str {
    fn to_snake_case(&self) -> String {
        cases::to_snake_case(self)
    }
    fn to_camel_case(&self) -> String {
        cases::to_camel_case(self)
    }
    fn to_kebab_case(&self) -> String {
        cases::to_kebab_case(self)
    }
    fn to_plural(&self) -> String {
        pluralize::to_plural(self)
    }
}
