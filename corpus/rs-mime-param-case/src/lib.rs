//! Mime is now Media Type, technically, but `Mime` is more immediately understandable.
use std::fmt;
use std::ops::Range;
use std::str::FromStr;

mod parse;

/// A parsed mime or media type.
#[derive(Clone, Debug)]
pub struct Mime {
    source: String,
    slash: usize,
    plus: Option<usize>,
    params: Vec<(Range<usize>, Range<usize>)>,
}

/// A section of a `Mime`: a type, subtype, suffix, or parameter name or value.
#[derive(Clone, Copy, Debug)]
pub struct Name<'a> {
    source: &'a str,
    insensitive: bool,
}

/// An error when parsing a `Mime` from a string.
#[derive(Debug, PartialEq, Eq)]
pub enum ParseError {
    MissingSlash,
    InvalidToken { pos: usize, byte: u8 },
    InvalidParams,
    InvalidQuotes,
}

pub const CHARSET: &str = "charset";
pub const BOUNDARY: &str = "boundary";

impl Mime {
    /// Get the top level media type for this `Mime`.
    pub fn type_(&self) -> Name<'_> {
        Name { source: &self.source[..self.slash], insensitive: false }
    }

    /// Get the subtype of this `Mime`, without any `+suffix`.
    pub fn subtype(&self) -> Name<'_> {
        let end = self.plus.unwrap_or_else(|| self.essence_str().len());
        Name { source: &self.source[self.slash + 1..end], insensitive: false }
    }

    /// Get an optional `+suffix` for this `Mime`, like `json` in `application/ld+json`.
    pub fn suffix(&self) -> Option<Name<'_>> {
        let end = self.essence_str().len();
        self.plus.map(|idx| Name { source: &self.source[idx + 1..end], insensitive: false })
    }

    /// Look up a parameter by name.
    pub fn get_param(&self, attr: &str) -> Option<Name<'_>> {
        self.params().find(|(name, _)| *name == attr).map(|(_, value)| value)
    }

    /// Returns an iterator over the parameters, in order.
    pub fn params(&self) -> impl Iterator<Item = (Name<'_>, Name<'_>)> {
        self.params.iter().map(move |(name, value)| {
            let name = Name { source: &self.source[name.clone()], insensitive: false };
            // charset values compare case-insensitively: "utf-8" == "UTF-8"
            let insensitive = name == CHARSET;
            (name, Name { source: &self.source[value.clone()], insensitive })
        })
    }

    /// Return a `&str` of the Mime's "essence": type and subtype, no parameters.
    pub fn essence_str(&self) -> &str {
        let end = self.params.first().map_or(self.source.len(), |(name, _)| name.start - 2);
        &self.source[..end]
    }
}

impl FromStr for Mime {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Mime, Self::Err> {
        parse::parse(s)
    }
}

impl fmt::Display for Mime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.source)
    }
}

impl<'a> Name<'a> {
    pub fn as_str(&self) -> &'a str {
        self.source
    }
}

impl PartialEq<&str> for Name<'_> {
    fn eq(&self, other: &&str) -> bool {
        if self.insensitive { self.source.eq_ignore_ascii_case(other) } else { self.source == *other }
    }
}
