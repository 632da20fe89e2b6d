//! Fixed-width histograms of request latencies, with under/overflow counters.

mod bucket;
mod report;

pub use bucket::Buckets;
pub use report::{percentile, render};
