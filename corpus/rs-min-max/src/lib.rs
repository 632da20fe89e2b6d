//! Summaries of a series of sensor readings.

/// Smallest and largest reading, or `None` when there are none.
pub fn min_max(readings: &[i32]) -> Option<(i32, i32)> {
    let (&first, rest) = readings.split_first()?;
    let mut lo = first;
    let mut hi = first;
    for &r in rest {
        lo = lo.min(r);
        hi = hi.min(r);
    }
    Some((lo, hi))
}

/// Difference between the largest and the smallest reading.
pub fn spread(readings: &[i32]) -> Option<i32> {
    min_max(readings).map(|(lo, hi)| hi - lo)
}

/// Average reading.
pub fn mean(readings: &[i32]) -> Option<f64> {
    if readings.is_empty() {
        return None;
    }
    Some(readings.iter().map(|&r| f64::from(r)).sum::<f64>() / readings.len() as f64)
}
