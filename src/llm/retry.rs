//! Retry policy shared by the HTTP clients (LLM providers and GitHub): exponential backoff,
//! `Retry-After` parsing (seconds or HTTP-date), and the `Sleeper` trait through which every wait
//! goes, so tests can record the delays instead of sleeping.

use chrono::{DateTime, Utc};
use std::time::Duration;

/// Waits for a while. Production code uses [`ThreadSleeper`]; tests use
/// `testkit::RecordingSleeper`, which records the delays and returns at once.
pub trait Sleeper: Send + Sync {
    fn sleep(&self, delay: Duration);

    /// True when `sleep` really waits (cancellable waits are then cut into slices).
    fn is_real(&self) -> bool {
        false
    }
}

/// Sleeps the current thread (`std::thread::sleep`).
#[derive(Debug, Clone, Copy, Default)]
pub struct ThreadSleeper;

impl Sleeper for ThreadSleeper {
    fn sleep(&self, delay: Duration) {
        std::thread::sleep(delay);
    }

    fn is_real(&self) -> bool {
        true
    }
}

/// Exponential backoff: `base * 2^retry`, capped at `max_delay`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Backoff {
    /// Delay before the first retry.
    pub base: Duration,
    /// Largest delay the client waits, whether computed or asked for by `Retry-After`.
    pub max_delay: Duration,
}

impl Default for Backoff {
    fn default() -> Self {
        Backoff {
            base: Duration::from_secs(1),
            max_delay: Duration::from_secs(60),
        }
    }
}

impl Backoff {
    /// Delay before retry number `retry` (0 for the first retry).
    pub fn delay(&self, retry: u32) -> Duration {
        let factor = 1u32.checked_shl(retry.min(20)).unwrap_or(u32::MAX);
        self.base
            .checked_mul(factor)
            .unwrap_or(self.max_delay)
            .min(self.max_delay)
    }
}

/// Parses a `Retry-After` value: delta-seconds (`"2"`, `"1.5"` is tolerated) or an HTTP-date
/// (`"Wed, 21 Oct 2015 07:28:00 GMT"`), relative to `now`. A date in the past gives zero.
/// Returns `None` for anything else.
pub fn parse_retry_after(value: &str, now: DateTime<Utc>) -> Option<Duration> {
    let value = value.trim();
    if value.is_empty() {
        return None;
    }
    if let Ok(secs) = value.parse::<u64>() {
        return Some(Duration::from_secs(secs));
    }
    if let Ok(secs) = value.parse::<f64>() {
        if secs.is_finite() && secs >= 0.0 {
            return Some(Duration::from_secs_f64(secs.min(1.0e9)));
        }
        return None;
    }
    let date = DateTime::parse_from_rfc2822(value).ok()?;
    let delta = date.with_timezone(&Utc) - now;
    Some(delta.to_std().unwrap_or(Duration::ZERO))
}

/// Formats a duration for messages: `2s`, `1.5s`, `250ms`.
pub fn fmt_delay(d: Duration) -> String {
    if d.as_millis() < 1000 {
        format!("{}ms", d.as_millis())
    } else if d.subsec_millis() == 0 {
        format!("{}s", d.as_secs())
    } else {
        format!("{:.1}s", d.as_secs_f64())
    }
}

/// Display text of an error and all its sources, joined with `: ` (reqwest's own message is
/// terse; the cause is usually in a source).
pub fn error_chain(e: &dyn std::error::Error) -> String {
    let mut out = e.to_string();
    let mut cur = e.source();
    while let Some(s) = cur {
        let text = s.to_string();
        if !out.contains(&text) {
            out.push_str(": ");
            out.push_str(&text);
        }
        cur = s.source();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn backoff_doubles_and_caps() {
        let b = Backoff {
            base: Duration::from_millis(500),
            max_delay: Duration::from_secs(3),
        };
        let delays: Vec<_> = (0..5).map(|i| b.delay(i).as_millis()).collect();
        assert_eq!(delays, [500, 1000, 2000, 3000, 3000]);
        assert_eq!(b.delay(u32::MAX), Duration::from_secs(3));
    }

    #[test]
    fn retry_after_seconds_and_dates() {
        let now = Utc.with_ymd_and_hms(2015, 10, 21, 7, 27, 0).unwrap();
        assert_eq!(parse_retry_after("2", now), Some(Duration::from_secs(2)));
        assert_eq!(parse_retry_after(" 0 ", now), Some(Duration::ZERO));
        assert_eq!(
            parse_retry_after("Wed, 21 Oct 2015 07:28:00 GMT", now),
            Some(Duration::from_secs(60))
        );
        assert_eq!(
            parse_retry_after("Wed, 21 Oct 2015 07:00:00 GMT", now),
            Some(Duration::ZERO)
        );
        assert_eq!(parse_retry_after("soon", now), None);
        assert_eq!(parse_retry_after("-3", now), None);
        assert_eq!(parse_retry_after("", now), None);
    }

    #[test]
    fn delays_format() {
        assert_eq!(fmt_delay(Duration::from_secs(2)), "2s");
        assert_eq!(fmt_delay(Duration::from_millis(1500)), "1.5s");
        assert_eq!(fmt_delay(Duration::from_millis(20)), "20ms");
    }
}
