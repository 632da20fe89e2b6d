//! Token-bucket rate limiting, per client key.

mod bucket;
mod limiter;

pub use bucket::TokenBucket;
pub use limiter::{Decision, KeyedLimiter};

/// Milliseconds since an arbitrary epoch; injected so tests control time.
pub type Millis = u64;
