//! ISO 8601 calendar date without timezone, in the style of chrono's `NaiveDate`.

mod internals;
mod weekday;

use internals::{days_in_year, is_leap_year, mdf_to_ordinal, ordinal_to_mdf};
pub use weekday::Weekday;

/// ISO 8601 calendar date without timezone.
/// Allows for every proleptic Gregorian date from Jan 1, 1 CE onwards.
#[derive(PartialEq, Eq, PartialOrd, Ord, Copy, Clone, Debug, Hash)]
pub struct NaiveDate {
    year: i32,
    ordinal: u32,
}

impl NaiveDate {
    /// Makes a new `NaiveDate` from the calendar date (year, month and day).
    /// Returns `None` on an out-of-range or invalid date.
    pub fn from_ymd_opt(year: i32, month: u32, day: u32) -> Option<NaiveDate> {
        if year < 1 {
            return None;
        }
        mdf_to_ordinal(year, month, day).map(|ordinal| NaiveDate { year, ordinal })
    }

    /// Makes a new `NaiveDate` from the ordinal date (year and day of the year).
    pub fn from_yo_opt(year: i32, ordinal: u32) -> Option<NaiveDate> {
        if year < 1 || ordinal == 0 || ordinal > days_in_year(year) {
            return None;
        }
        Some(NaiveDate { year, ordinal })
    }

    pub fn year(&self) -> i32 {
        self.year
    }

    /// Returns the month number starting from 1.
    pub fn month(&self) -> u32 {
        ordinal_to_mdf(self.year, self.ordinal).0
    }

    /// Returns the day of month starting from 1.
    pub fn day(&self) -> u32 {
        ordinal_to_mdf(self.year, self.ordinal).1
    }

    /// Returns the day of year starting from 1.
    pub fn ordinal(&self) -> u32 {
        self.ordinal
    }

    /// Returns `true` if this is a leap year.
    pub fn leap_year(&self) -> bool {
        is_leap_year(self.year)
    }

    /// Returns the day of week.
    pub fn weekday(&self) -> Weekday {
        // January 1, 1 CE was a Monday.
        Weekday::from_days_from_monday(((self.num_days_from_ce() - 1) % 7) as u32)
    }

    /// Counts the days in the proleptic Gregorian calendar, with January 1, Year 1 (CE) as day 1.
    pub fn num_days_from_ce(&self) -> i32 {
        let year = self.year - 1;
        let div_100 = year / 100;
        ((year * 1461) >> 2) - div_100 + (div_100 >> 2) + self.ordinal as i32
    }

    /// Makes a new `NaiveDate` for the next calendar date.
    pub fn succ_opt(&self) -> Option<NaiveDate> {
        if self.ordinal < days_in_year(self.year) {
            Some(NaiveDate { year: self.year, ordinal: self.ordinal + 1 })
        } else {
            NaiveDate::from_yo_opt(self.year + 1, 1)
        }
    }

    /// Makes a new `NaiveDate` for the previous calendar date.
    pub fn pred_opt(&self) -> Option<NaiveDate> {
        if self.ordinal > 1 {
            Some(NaiveDate { year: self.year, ordinal: self.ordinal - 1 })
        } else {
            NaiveDate::from_yo_opt(self.year - 1, days_in_year(self.year - 1))
        }
    }
}
