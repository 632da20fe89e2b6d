//! Unix seconds to civil date and time (proleptic Gregorian calendar).

use crate::offset::UtcOffset;

const SECS_PER_DAY: i64 = 86_400;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DateTime {
    pub year: i64,
    pub month: u32,
    pub day: u32,
    pub hour: u32,
    pub minute: u32,
    pub second: u32,
}

/// Days since 1970-01-01 to (year, month, day); H. Hinnant's `civil_from_days`.
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = if z >= 0 { z } else { z - 146_096 } / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

impl DateTime {
    /// The wall-clock time at `offset` of the instant `unix_secs`.
    pub fn from_unix(unix_secs: i64, offset: UtcOffset) -> DateTime {
        let local = unix_secs + i64::from(offset.minutes()) * 60;
        let days = local.div_euclid(SECS_PER_DAY);
        let secs = local.rem_euclid(SECS_PER_DAY) as u32;
        let (year, month, day) = civil_from_days(days);
        DateTime {
            year,
            month,
            day,
            hour: secs / 3_600,
            minute: secs / 60 % 60,
            second: secs % 60,
        }
    }
}

/// `2026-11-27T09:30:00+01:00`
pub fn format_rfc3339(unix_secs: i64, offset: UtcOffset) -> String {
    let t = DateTime::from_unix(unix_secs, offset);
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}{}",
        t.year, t.month, t.day, t.hour, t.minute, t.second, offset
    )
}
