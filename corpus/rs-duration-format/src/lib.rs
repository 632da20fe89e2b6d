//! Human-friendly durations: `"1h 30m"` <-> `Duration`, in the style of humantime.

mod format;
mod parse;

pub use format::FormattedDuration;
pub use parse::Error;

use std::time::Duration;

/// Parses a duration like `"2h 37min"` or `"1year 2months"`.
pub fn parse_duration(s: &str) -> Result<Duration, Error> {
    parse::Parser::new(s).parse()
}

/// Formats a duration for humans, e.g. `1month 14days 13h 26m 24s`.
///
/// Units are approximate: a month is 30.44 days and a year 365.25 days.
pub fn format_duration(d: Duration) -> FormattedDuration {
    FormattedDuration(d)
}
