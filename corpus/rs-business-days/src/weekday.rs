//! Days of the week, Monday first (ISO 8601).

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Weekday {
    Mon,
    Tue,
    Wed,
    Thu,
    Fri,
    Sat,
    Sun,
}

impl Weekday {
    pub const ALL: [Weekday; 7] = [
        Weekday::Mon,
        Weekday::Tue,
        Weekday::Wed,
        Weekday::Thu,
        Weekday::Fri,
        Weekday::Sat,
        Weekday::Sun,
    ];

    /// 0 for Monday ... 6 for Sunday.
    pub fn index(self) -> i64 {
        self as i64
    }

    /// The weekday `days` days later (earlier when `days` is negative).
    pub fn add_days(self, days: i64) -> Weekday {
        let i = (self.index() + days) % 7;
        Weekday::ALL[i as usize]
    }

    /// Days from `self` forward to the next `other` (0 when they are the same day).
    pub fn days_until(self, other: Weekday) -> i64 {
        (other.index() - self.index()).rem_euclid(7)
    }

    pub fn is_weekend(self) -> bool {
        matches!(self, Weekday::Sat | Weekday::Sun)
    }

    /// "mon", "Monday", "TUE" ...
    pub fn parse(text: &str) -> Option<Weekday> {
        let t = text.trim().to_ascii_lowercase();
        let names = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
        let i = names.iter().position(|n| t.starts_with(n))?;
        Some(Weekday::ALL[i])
    }
}
