//! Half-open date ranges `[start, end)`.

use crate::date::Date;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DateRange {
    pub start: Date,
    pub end: Date,
}

impl DateRange {
    pub fn new(start: Date, end: Date) -> Option<DateRange> {
        if end < start {
            return None;
        }
        Some(DateRange { start, end })
    }

    /// Number of days in the range (0 for an empty range).
    pub fn num_days(&self) -> i64 {
        self.start.signed_days_since(self.end)
    }

    pub fn contains(&self, date: Date) -> bool {
        self.start <= date && date < self.end
    }

    pub fn overlaps(&self, other: &DateRange) -> bool {
        self.start < other.end && other.start < self.end
    }

    pub fn days(&self) -> Vec<Date> {
        let mut out = Vec::new();
        let mut d = self.start;
        while d < self.end {
            out.push(d);
            d = d.succ();
        }
        out
    }
}
