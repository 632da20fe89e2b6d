//! The time fields of a crontab line: minute, hour, day of month, month, day of week.

mod field;

pub use field::{parse_field, FieldError};

#[derive(Debug, Clone, PartialEq)]
pub struct Schedule {
    pub minutes: Vec<u32>,
    pub hours: Vec<u32>,
    pub days: Vec<u32>,
    pub months: Vec<u32>,
    pub weekdays: Vec<u32>,
}

impl Schedule {
    pub fn parse(spec: &str) -> Result<Schedule, FieldError> {
        let fields: Vec<&str> = spec.split_whitespace().collect();
        if fields.len() != 5 {
            return Err(FieldError(format!("expected 5 fields, got {}", fields.len())));
        }
        Ok(Schedule {
            minutes: parse_field(fields[0], 0, 59)?,
            hours: parse_field(fields[1], 0, 23)?,
            days: parse_field(fields[2], 1, 31)?,
            months: parse_field(fields[3], 1, 12)?,
            weekdays: parse_field(fields[4], 0, 6)?,
        })
    }

    /// Whether the schedule fires at this minute (weekday 0 = Sunday).
    pub fn matches(&self, minute: u32, hour: u32, day: u32, month: u32, weekday: u32) -> bool {
        self.minutes.contains(&minute)
            && self.hours.contains(&hour)
            && self.days.contains(&day)
            && self.months.contains(&month)
            && self.weekdays.contains(&weekday)
    }
}
