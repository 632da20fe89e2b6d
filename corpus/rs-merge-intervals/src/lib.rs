//! Closed integer intervals `(start, end)`, both ends included.

/// Merges overlapping or touching intervals; the result is sorted by start.
pub fn merge(mut intervals: Vec<(i32, i32)>) -> Vec<(i32, i32)> {
    intervals.sort();
    let mut merged: Vec<(i32, i32)> = Vec::new();
    for (start, end) in intervals {
        match merged.last_mut() {
            Some(last) if start < last.1 => last.1 = last.1.max(end),
            _ => merged.push((start, end)),
        }
    }
    merged
}

/// True when `point` lies in one of the intervals.
pub fn contains(intervals: &[(i32, i32)], point: i32) -> bool {
    intervals.iter().any(|&(s, e)| s <= point && point <= e)
}

/// Number of integer points covered by at least one interval.
pub fn covered_points(intervals: &[(i32, i32)]) -> i32 {
    merge(intervals.to_vec()).iter().map(|(s, e)| e - s + 1).sum()
}
