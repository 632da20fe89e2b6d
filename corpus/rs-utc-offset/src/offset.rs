//! Fixed offsets from UTC, as written in RFC 3339: `Z`, `+05:30`, `-03:00`.

use std::fmt;

pub const MAX_OFFSET_MINUTES: i32 = 14 * 60;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UtcOffset {
    minutes: i32,
}

#[derive(Debug, PartialEq, Eq)]
pub enum ParseOffsetError {
    Syntax(String),
    OutOfRange(i32),
}

impl UtcOffset {
    pub const UTC: UtcOffset = UtcOffset { minutes: 0 };

    pub fn from_minutes(minutes: i32) -> Result<UtcOffset, ParseOffsetError> {
        if minutes.abs() > MAX_OFFSET_MINUTES {
            return Err(ParseOffsetError::OutOfRange(minutes));
        }
        Ok(UtcOffset { minutes })
    }

    pub fn minutes(self) -> i32 {
        self.minutes
    }

    /// Parses `Z`, `+HH:MM`, `-HH:MM` or the basic form `+HHMM`.
    pub fn parse(text: &str) -> Result<UtcOffset, ParseOffsetError> {
        if text == "Z" || text == "z" {
            return Ok(UtcOffset::UTC);
        }
        let syntax = || ParseOffsetError::Syntax(text.to_string());
        let sign = match text.chars().next() {
            Some('+') => 1,
            Some('-') => -1,
            _ => return Err(syntax()),
        };
        let digits: String = text[1..].chars().filter(|c| *c != ':').collect();
        if digits.len() != 4 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(syntax());
        }
        let hours: i32 = digits[..2].parse().map_err(|_| syntax())?;
        let mins: i32 = digits[2..].parse().map_err(|_| syntax())?;
        if mins >= 60 {
            return Err(syntax());
        }
        UtcOffset::from_minutes(sign * (hours * 60 + mins))
    }
}

impl fmt::Display for UtcOffset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.minutes == 0 {
            return write!(f, "Z");
        }
        let sign = if self.minutes < 0 { '-' } else { '+' };
        let total = self.minutes;
        write!(f, "{}{:02}:{:02}", sign, total / 60, total % 60)
    }
}
