//! A [TOML]-compatible datetime type
//!
//! [TOML]: https://github.com/toml-lang/toml

#![warn(missing_docs)]

mod datetime;
mod parser;

pub use crate::datetime::{Date, Datetime, DatetimeParseError, Offset, Time};
