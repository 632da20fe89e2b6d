use crate::bucket::Buckets;

/// Upper-bound estimate of the `p`-th percentile (0-100): the upper edge of the bucket
/// in which the running count crosses `p` percent of the in-range samples.
pub fn percentile(b: &Buckets, p: f64) -> Option<u64> {
    let in_range: u64 = b.counts().iter().sum();
    if in_range == 0 {
        return None;
    }
    let target = (in_range as f64 * p / 100.0).ceil().max(1.0) as u64;
    let mut seen = 0;
    for (i, c) in b.counts().iter().enumerate() {
        seen += c;
        if seen >= target {
            return Some(b.lower(i + 1));
        }
    }
    None
}

/// One line per bucket: "  0-10 ms | ###".
pub fn render(b: &Buckets) -> String {
    let mut out = String::new();
    for (i, c) in b.counts().iter().enumerate() {
        out.push_str(&format!("{:>4}-{:<4}ms | {}\n", b.lower(i), b.lower(i + 1), "#".repeat(*c as usize)));
    }
    if b.overflow > 0 {
        out.push_str(&format!("overflow: {}\n", b.overflow));
    }
    out
}
