/// The day of week.
///
/// The order of the days of week depends on the context.
/// (This is why this type does *not* implement `PartialOrd` or `Ord` traits.)
/// One should prefer `*_from_monday` or `*_from_sunday` methods to get the correct result.
#[derive(PartialEq, Eq, Copy, Clone, Debug, Hash)]
pub enum Weekday {
    /// Monday.
    Mon = 0,
    /// Tuesday.
    Tue = 1,
    /// Wednesday.
    Wed = 2,
    /// Thursday.
    Thu = 3,
    /// Friday.
    Fri = 4,
    /// Saturday.
    Sat = 5,
    /// Sunday.
    Sun = 6,
}

impl Weekday {
    pub(crate) fn from_days_from_monday(n: u32) -> Weekday {
        match n % 7 {
            0 => Weekday::Mon,
            1 => Weekday::Tue,
            2 => Weekday::Wed,
            3 => Weekday::Thu,
            4 => Weekday::Fri,
            5 => Weekday::Sat,
            _ => Weekday::Sun,
        }
    }

    /// The next day in the week.
    pub fn succ(&self) -> Weekday {
        Weekday::from_days_from_monday(self.num_days_from_monday() + 1)
    }

    /// The previous day in the week.
    pub fn pred(&self) -> Weekday {
        Weekday::from_days_from_monday(self.num_days_from_monday() + 6)
    }

    /// Returns a day-of-week number starting from Monday = 1. (ISO 8601 weekday number)
    pub fn number_from_monday(&self) -> u32 {
        self.num_days_from_monday() + 1
    }

    /// Returns a day-of-week number starting from Monday = 0.
    pub fn num_days_from_monday(&self) -> u32 {
        *self as u32
    }

    /// Returns a day-of-week number starting from Sunday = 0.
    pub fn num_days_from_sunday(&self) -> u32 {
        (self.num_days_from_monday() + 1) % 7
    }
}
