use readings::{mean, min_max, spread};

#[test]
fn no_readings() {
    assert_eq!(min_max(&[]), None);
}

#[test]
fn single_reading() {
    assert_eq!(min_max(&[5]), Some((5, 5)));
}

#[test]
fn mean_reading() {
    assert_eq!(mean(&[1, 2, 3, 4]), Some(2.5));
    assert_eq!(mean(&[]), None);
}

#[test]
fn constant_readings() {
    assert_eq!(min_max(&[3, 3, 3]), Some((3, 3)));
    assert_eq!(spread(&[3, 3, 3]), Some(0));
}

#[test]
fn mixed_readings() {
    assert_eq!(min_max(&[5, 2, 8, -1, 4]), Some((-1, 8)));
}

#[test]
fn spread_of_mixed_readings() {
    assert_eq!(spread(&[10, 30, 20]), Some(20));
}
