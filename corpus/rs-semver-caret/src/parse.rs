use std::fmt;
use std::str::FromStr;

use crate::{eval, Comparator, Op, Prerelease, Version, VersionReq};

/// Error parsing a SemVer version or version requirement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error(String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

fn numeric(part: &str, input: &str) -> Result<u64, Error> {
    if part.len() > 1 && part.starts_with('0') {
        return Err(Error(format!("invalid leading zero in {:?}", input)));
    }
    part.parse().map_err(|_| Error(format!("unexpected {:?} in {:?}", part, input)))
}

/// Splits `1.2.3-rc.1+build.5` into the dot-separated core and the pre-release (build
/// metadata is dropped).
fn split_pre(text: &str) -> (&str, Prerelease) {
    let text = text.split('+').next().unwrap_or(text);
    match text.split_once('-') {
        Some((core, pre)) => (core, Prerelease(pre.to_string())),
        None => (text, Prerelease::EMPTY),
    }
}

impl Version {
    pub const fn new(major: u64, minor: u64, patch: u64) -> Self {
        Version { major, minor, patch, pre: Prerelease::EMPTY }
    }

    pub fn parse(text: &str) -> Result<Self, Error> {
        let (core, pre) = split_pre(text.trim());
        let parts: Vec<&str> = core.split('.').collect();
        if parts.len() != 3 {
            return Err(Error(format!("expected major.minor.patch in {:?}", text)));
        }
        let (major, minor, patch) = (numeric(parts[0], text)?, numeric(parts[1], text)?, numeric(parts[2], text)?);
        Ok(Version { major, minor, patch, pre })
    }
}

impl FromStr for Comparator {
    type Err = Error;
    fn from_str(text: &str) -> Result<Self, Error> {
        let text = text.trim();
        let ops = [(">=", Op::GreaterEq), ("<=", Op::LessEq), (">", Op::Greater), ("<", Op::Less), ("=", Op::Exact), ("~", Op::Tilde), ("^", Op::Caret)];
        let (mut op, rest) = ops.iter().find_map(|(s, op)| text.strip_prefix(s).map(|rest| (*op, rest.trim_start()))).unwrap_or((Op::Caret, text));
        let (core, pre) = split_pre(rest);
        let mut parts = core.split('.').map(|p| if p == "*" || p == "x" { None } else { Some(p) });
        let major = numeric(parts.next().flatten().ok_or_else(|| Error(format!("expected a major version in {:?}", text)))?, text)?;
        let minor = parts.next().flatten().map(|p| numeric(p, text)).transpose()?;
        let patch = if minor.is_some() { parts.next().flatten().map(|p| numeric(p, text)).transpose()? } else { None };
        if patch.is_none() && op == Op::Caret && core.contains('*') {
            op = Op::Wildcard;
        }
        Ok(Comparator { op, major, minor, patch, pre })
    }
}

impl VersionReq {
    /// Parses a comma-separated list of comparators, like `>=1.2.3, <1.8`.
    pub fn parse(text: &str) -> Result<Self, Error> {
        let comparators = text.split(',').map(str::parse).collect::<Result<_, _>>()?;
        Ok(VersionReq { comparators })
    }

    /// Evaluate whether the given `Version` satisfies the version requirement.
    pub fn matches(&self, version: &Version) -> bool {
        eval::matches_req(self, version)
    }
}
