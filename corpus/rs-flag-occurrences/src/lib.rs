//! A small command-line argument parser in the style of clap's builder API.

mod matches;
mod parser;

pub use matches::{ArgMatches, MatchedArg};
pub use parser::{parse, ParseError};

/// One option a command accepts.
#[derive(Debug, Clone)]
pub struct Arg {
    pub name: &'static str,
    pub short: Option<char>,
    pub long: Option<&'static str>,
    pub takes_value: bool,
}

impl Arg {
    pub fn flag(name: &'static str, short: char, long: &'static str) -> Arg {
        Arg { name, short: Some(short), long: Some(long), takes_value: false }
    }

    pub fn option(name: &'static str, short: char, long: &'static str) -> Arg {
        Arg { name, short: Some(short), long: Some(long), takes_value: true }
    }
}

/// The options of a command.
#[derive(Debug, Default)]
pub struct Command {
    pub args: Vec<Arg>,
}

impl Command {
    pub fn new(args: Vec<Arg>) -> Command {
        Command { args }
    }

    pub fn find_long(&self, long: &str) -> Option<&Arg> {
        self.args.iter().find(|a| a.long == Some(long))
    }

    pub fn find_short(&self, short: char) -> Option<&Arg> {
        self.args.iter().find(|a| a.short == Some(short))
    }
}
