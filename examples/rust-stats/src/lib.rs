//! Descriptive statistics over slices of `f64`.

/// Arithmetic mean, or `None` for an empty slice.
pub fn mean(values: &[f64]) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    Some(values.iter().sum::<f64>() / values.len() as f64)
}

/// Middle value of the sorted data; the mean of the two middle values for an even count.
pub fn median(values: &[f64]) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    let mut sorted = values.to_vec();
    sorted.sort_by(|a, b| a.partial_cmp(b).expect("NaN in data"));
    let mid = sorted.len() / 2;
    if sorted.len() % 2 == 0 {
        Some((sorted[mid] + sorted[mid + 1]) / 2.0)
    } else {
        Some(sorted[mid])
    }
}

/// Difference between the largest and the smallest value.
pub fn range(values: &[f64]) -> Option<f64> {
    let min = values.iter().copied().reduce(f64::min)?;
    let max = values.iter().copied().reduce(f64::max)?;
    Some(max - min)
}

/// Population variance: mean squared distance from the mean.
pub fn variance(values: &[f64]) -> Option<f64> {
    let m = mean(values)?;
    let squares: f64 = values.iter().map(|v| (v - m) * (v - m)).sum();
    Some(squares / values.len() as f64)
}
