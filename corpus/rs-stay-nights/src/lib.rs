//! Hotel stays: nights, prices and weekend surcharges.

pub mod date;
pub mod span;

pub use date::Date;
pub use span::DateRange;

#[derive(Debug)]
pub struct Stay {
    pub range: DateRange,
    pub nightly_cents: u64,
}

impl Stay {
    pub fn new(check_in: Date, check_out: Date, nightly_cents: u64) -> Option<Stay> {
        DateRange::new(check_in, check_out).map(|range| Stay { range, nightly_cents })
    }

    pub fn nights(&self) -> u32 {
        u32::try_from(self.range.num_days()).unwrap_or(0)
    }

    /// Nights starting on a Friday or Saturday cost 20% more.
    pub fn total_cents(&self) -> u64 {
        let weekend = self.range.days().iter().filter(|d| d.weekday() >= 4 && d.weekday() <= 5).count() as u64;
        let base = self.nights() as u64 * self.nightly_cents;
        base + weekend * self.nightly_cents / 5
    }

    pub fn conflicts_with(&self, other: &Stay) -> bool {
        self.range.overlaps(&other.range)
    }
}
