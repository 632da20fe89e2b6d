//! Days as counts from 1970-01-01 (a Thursday) and a calendar of holidays.

use std::collections::BTreeSet;

use crate::weekday::Weekday;

const EPOCH_WEEKDAY: Weekday = Weekday::Thu;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day(pub i64);

impl Day {
    pub fn weekday(self) -> Weekday {
        EPOCH_WEEKDAY.add_days(self.0)
    }

    pub fn offset(self, days: i64) -> Day {
        Day(self.0 + days)
    }
}

#[derive(Debug, Default)]
pub struct BusinessCalendar {
    holidays: BTreeSet<Day>,
}

impl BusinessCalendar {
    pub fn with_holidays(days: &[Day]) -> BusinessCalendar {
        BusinessCalendar {
            holidays: days.iter().copied().collect(),
        }
    }

    pub fn is_business_day(&self, day: Day) -> bool {
        !day.weekday().is_weekend() && !self.holidays.contains(&day)
    }

    /// The day `n` business days after `day` (before it when `n` is negative);
    /// `day` itself need not be a business day.
    pub fn add_business_days(&self, day: Day, n: i64) -> Day {
        let step = if n < 0 { -1 } else { 1 };
        let mut left = n.abs();
        let mut d = day;
        while left > 0 {
            d = d.offset(step);
            if self.is_business_day(d) {
                left -= 1;
            }
        }
        d
    }
}
