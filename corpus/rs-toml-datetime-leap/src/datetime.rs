use std::fmt;

/// A parsed TOML datetime value: an offset date-time, a local date-time, a local date or a
/// local time, depending on which parts are present.
#[derive(PartialEq, Eq, PartialOrd, Ord, Copy, Clone, Debug)]
pub struct Datetime {
    /// Optional date. Required for: *Offset Date-Time*, *Local Date-Time*, *Local Date*.
    pub date: Option<Date>,
    /// Optional time. Required for: *Offset Date-Time*, *Local Date-Time*, *Local Time*.
    pub time: Option<Time>,
    /// Optional offset. Required for: *Offset Date-Time*.
    pub offset: Option<Offset>,
}

/// A parsed TOML date value
#[derive(PartialEq, Eq, PartialOrd, Ord, Copy, Clone, Debug)]
pub struct Date {
    /// Year: four digits
    pub year: u16,
    /// Month: 1 to 12
    pub month: u8,
    /// Day: 1 to {28, 29, 30, 31} (based on month/year)
    pub day: u8,
}

/// A parsed TOML time value
#[derive(PartialEq, Eq, PartialOrd, Ord, Copy, Clone, Debug)]
pub struct Time {
    /// Hour: 0 to 23
    pub hour: u8,
    /// Minute: 0 to 59
    pub minute: u8,
    /// Second: 0 to {58, 59, 60} (based on leap second rules)
    pub second: u8,
    /// Nanosecond: 0 to `999_999_999`
    pub nanosecond: u32,
}

/// A parsed TOML time offset
#[derive(PartialEq, Eq, PartialOrd, Ord, Copy, Clone, Debug)]
pub enum Offset {
    /// UTC, written `Z` ("Zulu"), [RFC 3339 section 2](https://datatracker.ietf.org/doc/html/rfc3339#section-2)
    Z,
    /// Offset between local time and UTC
    Custom {
        /// Minutes: -`1_440..1_440`
        minutes: i16,
    },
}

/// Error returned from parsing a `Datetime` in the `FromStr` implementation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DatetimeParseError {
    pub(crate) _private: (),
}

impl fmt::Display for DatetimeParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        "failed to parse datetime".fmt(f)
    }
}

impl std::error::Error for DatetimeParseError {}

impl fmt::Display for Datetime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(ref date) = self.date {
            write!(f, "{:04}-{:02}-{:02}", date.year, date.month, date.day)?;
        }
        if let Some(ref time) = self.time {
            if self.date.is_some() {
                write!(f, "T")?;
            }
            write!(f, "{:02}:{:02}:{:02}", time.hour, time.minute, time.second)?;
            if time.nanosecond != 0 {
                let s = format!("{:09}", time.nanosecond);
                write!(f, ".{}", s.trim_end_matches('0'))?;
            }
        }
        match self.offset {
            Some(Offset::Z) => write!(f, "Z"),
            Some(Offset::Custom { minutes }) => {
                let sign = if minutes < 0 { '-' } else { '+' };
                write!(f, "{}{:02}:{:02}", sign, minutes.abs() / 60, minutes.abs() % 60)
            }
            None => Ok(()),
        }
    }
}
