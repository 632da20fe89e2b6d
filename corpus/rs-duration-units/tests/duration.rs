use std::time::Duration;

use humantime::{format_duration, parse_duration, Error};

#[test]
fn test_units() {
    assert_eq!(parse_duration("17nsec"), Ok(Duration::new(0, 17)));
    assert_eq!(parse_duration("33ns"), Ok(Duration::new(0, 33)));
    assert_eq!(parse_duration("3usec"), Ok(Duration::new(0, 3000)));
    assert_eq!(parse_duration("78us"), Ok(Duration::new(0, 78000)));
    assert_eq!(parse_duration("31msec"), Ok(Duration::new(0, 31_000_000)));
    assert_eq!(parse_duration("17sec"), Ok(Duration::new(17, 0)));
    assert_eq!(parse_duration("2min"), Ok(Duration::new(120, 0)));
    assert_eq!(parse_duration("3hours"), Ok(Duration::new(10800, 0)));
    assert_eq!(parse_duration("2d"), Ok(Duration::new(172800, 0)));
    assert_eq!(parse_duration("1w"), Ok(Duration::new(604800, 0)));
    assert_eq!(parse_duration("1M"), Ok(Duration::new(2_630_016, 0)));
    assert_eq!(parse_duration("1y"), Ok(Duration::new(31_557_600, 0)));
}

#[test]
fn test_combo() {
    assert_eq!(parse_duration("20 min 17 nsec "), Ok(Duration::new(1200, 17)));
    assert_eq!(parse_duration("2h 15m"), Ok(Duration::new(8100, 0)));
    assert_eq!(parse_duration("1h1m1s"), Ok(Duration::new(3661, 0)));
    assert_eq!(parse_duration("600ms 500ms"), Ok(Duration::new(1, 100_000_000)));
}

#[test]
fn test_errors() {
    assert_eq!(parse_duration(""), Err(Error::Empty));
    assert_eq!(parse_duration("   "), Err(Error::Empty));
    assert_eq!(parse_duration("ms"), Err(Error::NumberExpected(0)));
    assert_eq!(parse_duration("10 months 1 m&"), Err(Error::InvalidCharacter(13)));
    assert_eq!(
        parse_duration("1 fortnight"),
        Err(Error::UnknownUnit { start: 2, end: 11, unit: "fortnight".to_string() })
    );
    assert_eq!(parse_duration("100000000000000000000s"), Err(Error::NumberOverflow));
}

#[test]
fn test_format_whole_units() {
    assert_eq!(format_duration(Duration::new(0, 0)).to_string(), "0s");
    assert_eq!(format_duration(Duration::new(3600, 0)).to_string(), "1h");
    assert_eq!(format_duration(Duration::new(86400 * 2, 0)).to_string(), "2days");
    assert_eq!(format_duration(Duration::new(0, 1_500_000)).to_string(), "1ms 500us");
    assert_eq!(format_duration(Duration::new(45, 0)).to_string(), "45s");
}

#[test]
fn test_format_mixed() {
    assert_eq!(format_duration(Duration::new(3661, 0)).to_string(), "1h 1m 1s");
    assert_eq!(format_duration(Duration::new(1200, 17)).to_string(), "20m 17ns");
    assert_eq!(format_duration(Duration::new(31_557_600 + 90061, 0)).to_string(), "1year 1day 1h 1m 1s");
}

#[test]
fn test_format_roundtrip() {
    for secs in [1u64, 59, 61, 3599, 3601, 86399, 1_000_000] {
        let d = Duration::new(secs, 0);
        assert_eq!(parse_duration(&format_duration(d).to_string()), Ok(d), "{secs}s");
    }
}
