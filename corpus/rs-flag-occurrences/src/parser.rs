//! Turns argv into `ArgMatches`: long options (`--name`, `--name=value`), short clusters
//! (`-vvx`, `-n5`, `-n 5`), `--` and positionals.

use crate::{ArgMatches, Command};

#[derive(Debug, PartialEq)]
pub enum ParseError {
    Unknown(String),
    MissingValue(String),
}

pub fn parse(cmd: &Command, argv: &[&str]) -> Result<ArgMatches, ParseError> {
    let mut m = ArgMatches::default();
    let mut rest = argv.iter().copied();
    let mut positional_only = false;
    while let Some(arg) = rest.next() {
        if positional_only || arg == "-" || !arg.starts_with('-') {
            m.positionals.push(arg.to_string());
        } else if arg == "--" {
            positional_only = true;
        } else if let Some(long) = arg.strip_prefix("--") {
            let (name, inline) = match long.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (long, None),
            };
            let spec = cmd.find_long(name).ok_or_else(|| ParseError::Unknown(arg.to_string()))?;
            let value = if !spec.takes_value {
                None
            } else if inline.is_some() {
                inline
            } else {
                Some(rest.next().ok_or_else(|| ParseError::MissingValue(arg.to_string()))?.to_string())
            };
            m.record(spec.name, value);
        } else {
            let cluster = &arg[1..];
            for (i, c) in cluster.char_indices() {
                let spec = cmd.find_short(c).ok_or_else(|| ParseError::Unknown(format!("-{c}")))?;
                if !spec.takes_value {
                    m.record(spec.name, None);
                    continue;
                }
                let attached = &cluster[i + c.len_utf8()..];
                let value = if !attached.is_empty() {
                    attached.to_string()
                } else {
                    rest.next().ok_or_else(|| ParseError::MissingValue(format!("-{c}")))?.to_string()
                };
                m.record(spec.name, Some(value));
                break;
            }
        }
    }
    Ok(m)
}
