//! A small INI reader: `[section]` headers, `key = value` entries, `;`/`#` comments.

mod line;

use std::collections::BTreeMap;

pub use line::LineError;
use line::{parse_line, Line};

#[derive(Debug, Default)]
pub struct Ini {
    sections: BTreeMap<String, BTreeMap<String, String>>,
}

impl Ini {
    /// Entries before the first header go to the "" section. Keys are case-insensitive.
    pub fn parse(text: &str) -> Result<Ini, LineError> {
        let mut ini = Ini::default();
        let mut current = String::new();
        for (i, raw) in text.lines().enumerate() {
            match parse_line(raw, i + 1)? {
                Line::Blank => {}
                Line::Section(name) => {
                    current = name.to_string();
                    ini.sections.entry(current.clone()).or_default();
                }
                Line::Entry { key, value } => {
                    ini.sections.entry(current.clone()).or_default().insert(key.to_lowercase(), value.to_string());
                }
            }
        }
        Ok(ini)
    }

    pub fn get(&self, section: &str, key: &str) -> Option<&str> {
        self.sections.get(section)?.get(&key.to_lowercase()).map(String::as_str)
    }

    pub fn get_or<'a>(&'a self, section: &str, key: &str, default: &'a str) -> &'a str {
        self.get(section, key).unwrap_or(default)
    }

    pub fn sections(&self) -> impl Iterator<Item = &str> {
        self.sections.keys().map(String::as_str)
    }
}
