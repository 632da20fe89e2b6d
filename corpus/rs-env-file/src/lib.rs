//! A small `.env` file reader: `KEY=value` lines, comments, quotes and `export` prefixes.

mod line;
mod quote;

pub use line::{parse_line, ParseError};

use std::collections::BTreeMap;

#[derive(Debug, Default, Clone, PartialEq)]
pub struct EnvFile {
    vars: BTreeMap<String, String>,
}

impl EnvFile {
    pub fn parse(text: &str) -> Result<EnvFile, ParseError> {
        let mut vars = BTreeMap::new();
        for (index, raw) in text.lines().enumerate() {
            if let Some((key, value)) = parse_line(raw).map_err(|e| e.at_line(index + 1))? {
                vars.insert(key, value);
            }
        }
        Ok(EnvFile { vars })
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.vars.get(key).map(String::as_str)
    }

    /// Values from `other` win over ours (like a `.env.local` over `.env`).
    pub fn overlay(&self, other: &EnvFile) -> EnvFile {
        let mut vars = self.vars.clone();
        vars.extend(other.vars.iter().map(|(k, v)| (k.clone(), v.clone())));
        EnvFile { vars }
    }

    pub fn keys(&self) -> Vec<&str> {
        self.vars.keys().map(String::as_str).collect()
    }
}
