use permutations::{is_last_permutation, next_permutation};

#[test]
fn empty_and_single_have_no_next() {
    let mut empty: [i32; 0] = [];
    assert!(!next_permutation(&mut empty));
    let mut one = [7];
    assert!(!next_permutation(&mut one));
}

#[test]
fn last_permutation_wraps_to_sorted() {
    let mut v = [3, 2, 1];
    assert!(!next_permutation(&mut v));
    assert_eq!(v, [1, 2, 3]);
}

#[test]
fn detects_last_permutation() {
    assert!(is_last_permutation(&[5, 5, 2]));
    assert!(!is_last_permutation(&[1, 3, 2]));
}

#[test]
fn next_after_sorted() {
    let mut v = [1, 2, 3];
    assert!(next_permutation(&mut v));
    assert_eq!(v, [1, 3, 2]);
}

#[test]
fn next_with_longer_suffix() {
    let mut v = [1, 3, 2];
    assert!(next_permutation(&mut v));
    assert_eq!(v, [2, 1, 3]);
}
