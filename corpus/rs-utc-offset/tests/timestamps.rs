use stamp::{format_rfc3339, DateTime, ParseOffsetError, UtcOffset};

const NOV_27_2026_0930_UTC: i64 = 1_795_771_800;

#[test]
fn utc_timestamps() {
    assert_eq!(format_rfc3339(0, UtcOffset::UTC), "1970-01-01T00:00:00Z");
    assert_eq!(
        format_rfc3339(NOV_27_2026_0930_UTC, UtcOffset::UTC),
        "2026-11-27T09:30:00Z"
    );
}

#[test]
fn dates_before_the_epoch() {
    let t = DateTime::from_unix(-1, UtcOffset::UTC);
    assert_eq!(
        (t.year, t.month, t.day, t.hour, t.second),
        (1969, 12, 31, 23, 59)
    );
}

#[test]
fn parse_offsets() {
    assert_eq!(UtcOffset::parse("+05:30").unwrap().minutes(), 330);
    assert_eq!(UtcOffset::parse("-0330").unwrap().minutes(), -210);
    assert_eq!(UtcOffset::parse("Z").unwrap(), UtcOffset::UTC);
    assert!(matches!(
        UtcOffset::parse("+05:75"),
        Err(ParseOffsetError::Syntax(_))
    ));
    assert_eq!(
        UtcOffset::parse("+15:00"),
        Err(ParseOffsetError::OutOfRange(900))
    );
}

#[test]
fn east_of_greenwich() {
    let ist = UtcOffset::parse("+05:30").unwrap();
    assert_eq!(
        format_rfc3339(NOV_27_2026_0930_UTC, ist),
        "2026-11-27T15:00:00+05:30"
    );
}

#[test]
fn west_of_greenwich() {
    let nyc = UtcOffset::from_minutes(-300).unwrap();
    assert_eq!(
        format_rfc3339(NOV_27_2026_0930_UTC, nyc),
        "2026-11-27T04:30:00-05:00"
    );
}

#[test]
fn offsets_round_trip_through_text() {
    for text in ["+01:00", "-03:30", "+12:45", "-09:30"] {
        assert_eq!(UtcOffset::parse(text).unwrap().to_string(), text);
    }
}
