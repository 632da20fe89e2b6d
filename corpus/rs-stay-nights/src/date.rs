//! Proleptic Gregorian calendar dates, counted as days from 0001-01-01.

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Date {
    year: i32,
    month: u32,
    day: u32,
}

pub fn is_leap(year: i32) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

pub fn days_in_month(year: i32, month: u32) -> u32 {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        _ => if is_leap(year) { 29 } else { 28 },
    }
}

impl Date {
    pub fn from_ymd(year: i32, month: u32, day: u32) -> Option<Date> {
        if !(1..=12).contains(&month) || day == 0 || day > days_in_month(year, month) {
            return None;
        }
        Some(Date { year, month, day })
    }

    /// Days since 0001-01-01 (which is day 0).
    pub fn num_days_from_ce(&self) -> i64 {
        let y = (self.year - 1) as i64;
        let before_year = y * 365 + y.div_euclid(4) - y.div_euclid(100) + y.div_euclid(400);
        let before_month: u32 = (1..self.month).map(|m| days_in_month(self.year, m)).sum();
        before_year + before_month as i64 + self.day as i64 - 1
    }

    /// `self - rhs` in days; negative when `rhs` is later.
    pub fn signed_days_since(&self, rhs: Date) -> i64 {
        self.num_days_from_ce() - rhs.num_days_from_ce()
    }

    pub fn succ(&self) -> Date {
        if self.day < days_in_month(self.year, self.month) {
            Date { day: self.day + 1, ..*self }
        } else if self.month < 12 {
            Date { month: self.month + 1, day: 1, ..*self }
        } else {
            Date { year: self.year + 1, month: 1, day: 1 }
        }
    }

    /// 0 = Monday .. 6 = Sunday (0001-01-01 was a Monday).
    pub fn weekday(&self) -> u32 {
        self.num_days_from_ce().rem_euclid(7) as u32
    }
}
