use intervals::{contains, covered_points, merge};

#[test]
fn empty() {
    assert_eq!(merge(vec![]), vec![]);
}

#[test]
fn overlapping_intervals_merge() {
    assert_eq!(merge(vec![(5, 9), (1, 6)]), vec![(1, 9)]);
}

#[test]
fn disjoint_intervals_stay_apart() {
    assert_eq!(merge(vec![(8, 10), (1, 3)]), vec![(1, 3), (8, 10)]);
}

#[test]
fn covered_points_counts_overlaps_once() {
    assert_eq!(covered_points(&[(1, 3), (2, 4), (10, 10)]), 5);
}

#[test]
fn contains_endpoints() {
    assert!(contains(&[(1, 3)], 3));
    assert!(!contains(&[(1, 3)], 4));
}

#[test]
fn touching_intervals_merge() {
    assert_eq!(merge(vec![(1, 3), (3, 5)]), vec![(1, 5)]);
}

#[test]
fn chain_of_touching_intervals() {
    assert_eq!(merge(vec![(7, 9), (1, 4), (4, 7)]), vec![(1, 9)]);
}
