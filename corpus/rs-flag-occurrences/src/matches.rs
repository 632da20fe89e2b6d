//! What the parser found: occurrences and values per argument, and positionals.

use std::collections::BTreeMap;

#[derive(Debug, Default, Clone, PartialEq)]
pub struct MatchedArg {
    pub occurrences: u32,
    pub values: Vec<String>,
}

#[derive(Debug, Default)]
pub struct ArgMatches {
    args: BTreeMap<String, MatchedArg>,
    pub positionals: Vec<String>,
}

impl ArgMatches {
    pub(crate) fn record(&mut self, name: &str, value: Option<String>) {
        let entry = self.args.entry(name.to_string()).or_default();
        if let Some(value) = value {
            entry.values.push(value);
        }
    }

    pub fn is_present(&self, name: &str) -> bool {
        self.args.contains_key(name)
    }

    pub fn occurrences_of(&self, name: &str) -> u32 {
        self.args.get(name).map_or(0, |a| a.occurrences)
    }

    pub fn value_of(&self, name: &str) -> Option<&str> {
        self.args.get(name).and_then(|a| a.values.last()).map(String::as_str)
    }

    pub fn values_of(&self, name: &str) -> Vec<&str> {
        self.args.get(name).map_or_else(Vec::new, |a| a.values.iter().map(String::as_str).collect())
    }
}
