//! A manual clock, in the spirit of tokio's paused test clock: time only moves when told to.

use std::time::Duration;

/// A point in time, as an offset from the clock's start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Instant(Duration);

impl Instant {
    pub fn from_millis(ms: u64) -> Instant {
        Instant(Duration::from_millis(ms))
    }

    pub fn checked_add(self, d: Duration) -> Option<Instant> {
        self.0.checked_add(d).map(Instant)
    }

    /// Time from `earlier` to `self`, or zero if `earlier` is later.
    pub fn saturating_duration_since(self, earlier: Instant) -> Duration {
        self.0.saturating_sub(earlier.0)
    }
}

/// How long to wait from `now` until `deadline`; zero once the deadline has passed.
pub fn duration_until(now: Instant, deadline: Instant) -> Duration {
    deadline.saturating_duration_since(now)
}

#[derive(Debug, Default)]
pub struct Clock {
    now: Duration,
}

impl Clock {
    pub fn now(&self) -> Instant {
        Instant(self.now)
    }

    pub fn advance(&mut self, d: Duration) {
        self.now += d;
    }
}
