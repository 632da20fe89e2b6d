use durations::{format_duration, parse_duration, Error};
use std::time::Duration;

#[test]
fn parse_simple_units() {
    assert_eq!(parse_duration("17nsec"), Ok(Duration::new(0, 17)));
    assert_eq!(parse_duration("33ms"), Ok(Duration::new(0, 33_000_000)));
    assert_eq!(parse_duration("1h 30m"), Ok(Duration::new(5400, 0)));
    assert_eq!(parse_duration("2days"), Ok(Duration::new(172_800, 0)));
}

#[test]
fn parse_combined() {
    assert_eq!(parse_duration("2h 37min"), Ok(Duration::new(9420, 0)));
    assert_eq!(parse_duration("1year 2months"), Ok(Duration::new(31_557_600 + 2 * 2_630_016, 0)));
    assert_eq!(parse_duration("1s 1500ms"), Ok(Duration::new(2, 500_000_000)));
}

#[test]
fn parse_errors() {
    assert_eq!(parse_duration(""), Err(Error::Empty));
    assert_eq!(parse_duration("10"), Err(Error::UnknownUnit { start: 2, end: 2, unit: String::new() }));
    assert_eq!(parse_duration("3fortnights"), Err(Error::UnknownUnit { start: 1, end: 11, unit: "fortnights".to_string() }));
    assert_eq!(parse_duration("1h, 2m"), Err(Error::InvalidCharacter(2)));
}

#[test]
fn format_short_durations() {
    assert_eq!(format_duration(Duration::new(0, 0)).to_string(), "0s");
    assert_eq!(format_duration(Duration::new(0, 33_000_000)).to_string(), "33ms");
    assert_eq!(format_duration(Duration::new(9420, 0)).to_string(), "2h 37m");
    assert_eq!(format_duration(Duration::new(90_061, 1_001_001)).to_string(), "1day 1h 1m 1s 1ms 1us 1ns");
}

#[test]
fn format_long_durations() {
    assert_eq!(format_duration(Duration::new(3_888_000, 0)).to_string(), "1month 14days 13h 26m 24s");
    assert_eq!(format_duration(Duration::new(31_557_600 + 2 * 2_630_016 + 3 * 86_400, 0)).to_string(), "1year 2months 3days");
}

#[test]
fn format_whole_years_and_days() {
    assert_eq!(format_duration(Duration::new(31_557_600, 0)).to_string(), "1year");
    assert_eq!(format_duration(Duration::new(31_557_600 + 2 * 86_400, 0)).to_string(), "1year 2days");
}

#[test]
fn roundtrip_through_text() {
    for text in ["5h 1m 2s", "3days 4h", "1month 3days 2h"] {
        let d = parse_duration(text).unwrap();
        assert_eq!(format_duration(d).to_string(), text);
    }
}
