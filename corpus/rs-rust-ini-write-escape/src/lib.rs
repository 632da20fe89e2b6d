//! Ini parser for Rust

use std::io::{self, Write};

mod escape;
mod parser;

pub use crate::escape::{escape_str, EscapePolicy, WriteOption};

/// Properties of a section: keys and values in insertion order
pub type Properties = Vec<(String, String)>;

/// Ini struct
#[derive(Debug, Default, Clone)]
pub struct Ini {
    sections: Vec<(Option<String>, Properties)>,
}

/// Parse error, with the 1-based line where it happened
#[derive(Debug, PartialEq)]
pub struct ParseError {
    pub line: usize,
    pub msg: String,
}

impl Ini {
    pub fn new() -> Ini { Default::default() }

    /// Load from a string
    pub fn load_from_str(buf: &str) -> Result<Ini, ParseError> {
        parser::Parser::new(buf.chars()).parse()
    }

    pub(crate) fn entry(&mut self, section: Option<String>) -> &mut Properties {
        if let Some(idx) = self.sections.iter().position(|(name, _)| *name == section) {
            return &mut self.sections[idx].1;
        }
        self.sections.push((section, Properties::new()));
        &mut self.sections.last_mut().unwrap().1
    }

    /// Get the value from a section with key; the first one if it appears more than once
    pub fn get_from<'a>(&'a self, section: Option<&str>, key: &str) -> Option<&'a str> {
        let (_, props) = self.sections.iter().find(|(sec, _)| sec.as_deref() == section)?;
        props.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// Write to a writer
    pub fn write_to<W: Write>(&self, writer: &mut W) -> io::Result<()> {
        self.write_to_opt(writer, Default::default())
    }

    /// Write to a writer with options
    pub fn write_to_opt<W: Write>(&self, writer: &mut W, opt: WriteOption) -> io::Result<()> {
        for (i, (section, props)) in self.sections.iter().enumerate() {
            if i > 0 {
                writeln!(writer)?;
            }
            if let Some(section) = section {
                writeln!(writer, "[{}]", escape_str(section, opt.escape_policy))?;
            }
            for (k, v) in props {
                let (k, v) = (escape_str(k, opt.escape_policy), escape_str(v, opt.escape_policy));
                writeln!(writer, "{}{}{}", k, opt.kv_separator, v)?;
            }
        }
        Ok(())
    }
}
