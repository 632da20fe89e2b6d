use crate::{Millis, TokenBucket};
use std::collections::HashMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    Allow,
    /// Retry-After, in whole seconds (rounded up, at least 1).
    Deny { retry_after_secs: u64 },
}

pub struct KeyedLimiter {
    burst: u32,
    rate_per_sec: f64,
    buckets: HashMap<String, TokenBucket>,
}

impl KeyedLimiter {
    pub fn new(burst: u32, rate_per_sec: f64) -> KeyedLimiter {
        KeyedLimiter { burst, rate_per_sec, buckets: HashMap::new() }
    }

    pub fn check(&mut self, key: &str, now: Millis) -> Decision {
        let (burst, rate) = (self.burst, self.rate_per_sec);
        let bucket = self
            .buckets
            .entry(key.to_string())
            .or_insert_with(|| TokenBucket::new(burst, rate, now));
        if bucket.try_take(1, now) {
            Decision::Allow
        } else {
            let wait = bucket.wait_ms(1, now);
            Decision::Deny { retry_after_secs: wait.div_ceil(1000).max(1) }
        }
    }

    pub fn tracked_keys(&self) -> usize {
        self.buckets.len()
    }
}
