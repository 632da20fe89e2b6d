use cronfield::{parse_field, Schedule};

#[test]
fn every_quarter_hour() {
    assert_eq!(parse_field("*/15", 0, 59).unwrap(), vec![0, 15, 30, 45]);
}

#[test]
fn lists_and_ranges() {
    assert_eq!(parse_field("1-5", 0, 6).unwrap(), vec![1, 2, 3, 4, 5]);
    assert_eq!(parse_field("0,30, 45", 0, 59).unwrap(), vec![0, 30, 45]);
}

#[test]
fn step_within_a_range() {
    assert_eq!(parse_field("1-59/15", 0, 59).unwrap(), vec![1, 16, 31, 46]);
}

#[test]
fn every_other_month() {
    let s = Schedule::parse("0 9 1 */2 *").unwrap();
    assert_eq!(s.months, vec![1, 3, 5, 7, 9, 11]);
}

#[test]
fn weekday_mornings() {
    let s = Schedule::parse("30 8 * * 1-5").unwrap();
    assert!(s.matches(30, 8, 14, 3, 2));
    assert!(!s.matches(30, 8, 16, 3, 0));
    assert!(!s.matches(0, 8, 14, 3, 2));
}

#[test]
fn errors() {
    assert_eq!(parse_field("70", 0, 59).unwrap_err().to_string(), "70 is out of range 0-59");
    assert_eq!(Schedule::parse("* * *").unwrap_err().to_string(), "expected 5 fields, got 3");
    assert!(parse_field("5-1", 0, 59).is_err());
}
