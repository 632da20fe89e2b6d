use crate::Millis;

#[derive(Debug, Clone)]
pub struct TokenBucket {
    capacity: f64,
    tokens: f64,
    rate_per_sec: f64,
    last_refill: Millis,
}

impl TokenBucket {
    /// A full bucket holding `capacity` tokens, refilled at `rate_per_sec` tokens per second.
    pub fn new(capacity: u32, rate_per_sec: f64, now: Millis) -> TokenBucket {
        assert!(rate_per_sec > 0.0, "rate must be positive");
        TokenBucket { capacity: capacity as f64, tokens: capacity as f64, rate_per_sec, last_refill: now }
    }

    fn refill(&mut self, now: Millis) {
        if now <= self.last_refill {
            return;
        }
        let elapsed_secs = ((now - self.last_refill) / 1000) as f64;
        self.tokens = (self.tokens + elapsed_secs * self.rate_per_sec).min(self.capacity);
        self.last_refill = now;
    }

    /// Takes `cost` tokens if there are enough.
    pub fn try_take(&mut self, cost: u32, now: Millis) -> bool {
        self.refill(now);
        if self.tokens >= cost as f64 {
            self.tokens -= cost as f64;
            true
        } else {
            false
        }
    }

    /// Milliseconds until `cost` tokens will be available (0 if they are now).
    pub fn wait_ms(&mut self, cost: u32, now: Millis) -> Millis {
        self.refill(now);
        let missing = cost as f64 - self.tokens;
        if missing <= 0.0 {
            0
        } else {
            (missing / self.rate_per_sec * 1000.0).ceil() as Millis
        }
    }

    pub fn available(&mut self, now: Millis) -> u32 {
        self.refill(now);
        self.tokens.floor() as u32
    }
}
