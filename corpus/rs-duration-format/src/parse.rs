use std::time::Duration;

/// Error parsing a human-friendly duration.
#[derive(Debug, PartialEq, Eq, Clone)]
pub enum Error {
    /// A character that is neither a digit, a unit letter nor whitespace, at this byte offset.
    InvalidCharacter(usize),
    /// A unit that is not known (empty if the number has no unit).
    UnknownUnit { start: usize, end: usize, unit: String },
    NumberExpected(usize),
    NumberOverflow,
    Empty,
}

pub(crate) struct Parser<'a> {
    src: &'a str,
}

impl<'a> Parser<'a> {
    pub(crate) fn new(src: &'a str) -> Self {
        Parser { src }
    }

    pub(crate) fn parse(self) -> Result<Duration, Error> {
        let bytes = self.src.as_bytes();
        let (mut secs, mut nanos, mut pos, mut seen) = (0u64, 0u64, 0, false);
        while pos < bytes.len() {
            if bytes[pos].is_ascii_whitespace() {
                pos += 1;
                continue;
            }
            let start = pos;
            while pos < bytes.len() && bytes[pos].is_ascii_digit() {
                pos += 1;
            }
            if start == pos {
                return Err(Error::NumberExpected(pos));
            }
            let n: u64 = self.src[start..pos].parse().map_err(|_| Error::NumberOverflow)?;
            let unit_start = pos;
            while pos < bytes.len() && bytes[pos].is_ascii_alphabetic() {
                pos += 1;
            }
            if pos < bytes.len() && !bytes[pos].is_ascii_whitespace() && !bytes[pos].is_ascii_digit() {
                return Err(Error::InvalidCharacter(pos));
            }
            let (s, ns) = unit(n, &self.src[unit_start..pos])
                .ok_or_else(|| Error::UnknownUnit { start: unit_start, end: pos, unit: self.src[unit_start..pos].to_string() })?;
            secs = secs.checked_add(s).ok_or(Error::NumberOverflow)?;
            nanos += ns;
            seen = true;
        }
        if !seen {
            return Err(Error::Empty);
        }
        secs = secs.checked_add(nanos / 1_000_000_000).ok_or(Error::NumberOverflow)?;
        Ok(Duration::new(secs, (nanos % 1_000_000_000) as u32))
    }
}

fn unit(n: u64, unit: &str) -> Option<(u64, u64)> {
    let secs = |mul: u64| n.checked_mul(mul).map(|s| (s, 0));
    match unit {
        "nanos" | "nsec" | "ns" => Some((0, n)),
        "usec" | "us" => Some((0, n * 1000)),
        "millis" | "msec" | "ms" => Some((0, n * 1_000_000)),
        "seconds" | "second" | "secs" | "sec" | "s" => secs(1),
        "minutes" | "minute" | "min" | "mins" | "m" => secs(60),
        "hours" | "hour" | "hr" | "hrs" | "h" => secs(3600),
        "days" | "day" | "d" => secs(86_400),
        "weeks" | "week" | "w" => secs(86_400 * 7),
        "months" | "month" | "M" => secs(2_630_016),
        "years" | "year" | "y" => secs(31_557_600),
        _ => None,
    }
}
