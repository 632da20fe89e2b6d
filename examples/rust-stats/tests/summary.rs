use stats::{mean, median, range, variance};

#[test]
fn mean_of_empty_is_none() {
    assert_eq!(mean(&[]), None);
}

#[test]
fn mean_and_range_of_scores() {
    let scores = [4.0, 8.0, 6.0, 2.0];
    assert_eq!(mean(&scores), Some(5.0));
    assert_eq!(range(&scores), Some(6.0));
}

#[test]
fn variance_of_constant_data_is_zero() {
    assert_eq!(variance(&[3.0, 3.0, 3.0]), Some(0.0));
}

#[test]
fn median_of_odd_count_is_middle_value() {
    assert_eq!(median(&[9.0, 1.0, 5.0]), Some(5.0));
}

#[test]
fn median_of_even_count_averages_middle_values() {
    assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), Some(2.5));
}
