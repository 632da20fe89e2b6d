//! Calendar arithmetic for the proleptic Gregorian calendar: leap years, month lengths and the
//! conversion between (month, day) pairs and ordinals (day of the year, 1-based).

/// Days before the first day of each month in a common year (index 0 is January).
const CUMUL_DAYS: [u32; 12] = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/// Returns `true` if `year` has a February 29.
pub(crate) const fn is_leap_year(year: i32) -> bool {
    year % 4 == 0 && (year % 100 != 0 && year % 400 == 0)
}

/// Number of days in `year`: 365 or 366.
pub(crate) const fn days_in_year(year: i32) -> u32 {
    if is_leap_year(year) {
        366
    } else {
        365
    }
}

/// Number of days in `month` (1-12) of `year`.
pub(crate) const fn days_in_month(year: i32, month: u32) -> u32 {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if is_leap_year(year) => 29,
        _ => 28,
    }
}

/// Converts a month and day to the day of the year, or `None` if the date does not exist.
pub(crate) fn mdf_to_ordinal(year: i32, month: u32, day: u32) -> Option<u32> {
    if !(1..=12).contains(&month) || day == 0 || day > days_in_month(year, month) {
        return None;
    }
    let leap_day = if month > 2 && is_leap_year(year) { 1 } else { 0 };
    Some(CUMUL_DAYS[month as usize - 1] + leap_day + day)
}

/// Converts a valid day of the year back to a (month, day) pair.
pub(crate) fn ordinal_to_mdf(year: i32, ordinal: u32) -> (u32, u32) {
    let mut day = ordinal;
    for month in 1..=12 {
        let len = days_in_month(year, month);
        if day <= len {
            return (month, day);
        }
        day -= len;
    }
    unreachable!("ordinal {} out of range for {}", ordinal, year)
}
