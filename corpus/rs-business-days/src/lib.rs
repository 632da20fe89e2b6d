//! Business-day arithmetic for payment due dates: weekdays, weekends and holidays.

pub mod calendar;
pub mod weekday;

pub use calendar::{BusinessCalendar, Day};
pub use weekday::Weekday;
